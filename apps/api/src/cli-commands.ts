import { prepareDatabase } from './app.js';
import { reviewLicence } from './backoffice/licence-review.js';
import { loadConfig } from './config.js';
import { HttpError } from './http/errors.js';
import { createMailer } from './mail/mailer.js';

const usage = `Usage: pnpm --filter @careshop/api cli <command>

Commands:
  approve <email>   approve the licence of a customer account and e-mail the customer
  reject <email>    reject the licence of a customer account and e-mail the customer`;

// The back office's licence decision from a terminal, on the same database the server uses.
/** Runs one CLI command; answers the process exit code. */
export async function runCli(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const [command, email] = argv;
  if ((command !== 'approve' && command !== 'reject') || !email) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig(env);
  const { database } = await prepareDatabase(config);
  const mailer = createMailer({ db: database.db, from: config.mailFrom, smtpUrl: config.smtpUrl });
  try {
    const account = await reviewLicence({
      db: database.db,
      mailer,
      account: { email },
      decision: command === 'approve' ? 'APPROVED' : 'REJECTED',
      publicUrl: config.publicUrl,
    });
    await mailer.flush();
    console.log(`${command === 'approve' ? 'Approved' : 'Rejected'} ${account.email}`);
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    mailer.close();
    await database.close();
  }
}
