import { formatDate } from '@careshop/i18n';
import type { Db } from '../../platform/db/database.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import { mailText } from '../../platform/mail/templates.js';
import type { WebinarInfo } from './documents.js';
import { webinarRegistrations } from './schema.js';

/** Who registers for a webinar, in which language, and when. */
export interface WebinarRegistrationInput {
  webinar: WebinarInfo;
  email: string;
  firstName: string;
  lastName: string;
  profession: string | null;
  language: string;
  userId: number | null;
  now: Date;
}

/**
 * Records a registration and queues its confirmation mail; registering twice for one webinar with
 * one e-mail keeps the first registration and queues no second mail. Wake the mailer after.
 */
export async function registerForWebinar(db: Db, input: WebinarRegistrationInput): Promise<void> {
  const { webinar, language } = input;
  // The registration and its confirmation commit together (transactional outbox, decision 162).
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(webinarRegistrations)
      .values({
        webinarUid: webinar.uid,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        profession: input.profession,
        language,
        userId: input.userId,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: webinarRegistrations.id });
    if (inserted.length > 0) {
      await enqueueMail(tx, {
        to: input.email,
        kind: 'webinar_registration',
        ...mailText(language, 'webinar_registration', {
          title: webinar.title(language),
          date: formatDate(webinar.startsAt, language, {
            dateStyle: 'long',
            timeStyle: 'short',
            timeZone: 'UTC',
          }),
        }),
      });
    }
  });
}
