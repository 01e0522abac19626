import { prepareDatabase } from './app.js';
import { listMaintenance, reviewLicence, setMaintenance } from './modules/backoffice/index.js';
import { BackupError, backupDatabase, restoreDatabase } from './platform/backup.js';
import { loadConfig } from './platform/config.js';
import { HttpError } from './platform/http/errors.js';
import { createMailer } from './platform/mail/mailer.js';

const usage = `Usage: pnpm --filter @careshop/api cli <command>

Commands:
  approve <email>   approve the licence of a customer account and e-mail the customer
  reject <email>    reject the licence of a customer account and e-mail the customer
  maintenance on [--title <text>] [--message <html>] [--organisation <id>]
                    pause ordering (the public pages stay open); the message HTML is sanitised
  maintenance off [--organisation <id>]
                    resume ordering
  maintenance status
  backup <file>     write a backup of the database (PostgreSQL: pg_dump custom format, the
                    product may run; PGlite: stop the server first)
  restore <file>    restore a backup into an empty database (a new PostgreSQL database, or a
                    PGlite DATA_DIR that does not exist yet); then start the product on it`;

/** `maintenance on|off|status` options: --title, --message, --organisation. */
function parseMaintenanceArgs(args: string[]): {
  title?: string;
  message?: string;
  organisation?: number;
} | null {
  const options: { title?: string; message?: string; organisation?: number } = {};
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (value === undefined) return null;
    if (flag === '--title') options.title = value;
    else if (flag === '--message') options.message = value;
    else if (flag === '--organisation' && /^\d{1,9}$/.test(value))
      options.organisation = Number(value);
    else return null;
  }
  return options;
}

async function runMaintenance(args: string[], env: Record<string, string | undefined>) {
  const [mode, ...rest] = args;
  const options = parseMaintenanceArgs(rest);
  if ((mode !== 'on' && mode !== 'off' && mode !== 'status') || !options) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig(env);
  const { database } = await prepareDatabase(config);
  try {
    const ids = options.organisation === undefined ? undefined : [options.organisation];
    const result =
      mode === 'status'
        ? await listMaintenance(database.db, ids)
        : await setMaintenance(
            database.db,
            {
              on: mode === 'on',
              ...(options.title !== undefined ? { title: options.title } : {}),
              ...(options.message !== undefined ? { message: options.message } : {}),
            },
            ids,
          );
    if (result.length === 0) {
      console.error('No such organisation');
      return 1;
    }
    for (const state of result) {
      console.log(
        `organisation ${state.organisation_id}: maintenance ${state.maintenance_mode ? 'on' : 'off'}` +
          (state.maintenance_title ? ` — ${state.maintenance_title}` : ''),
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

async function runBackup(
  command: 'backup' | 'restore',
  file: string | undefined,
  env: Record<string, string | undefined>,
): Promise<number> {
  if (!file) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig(env);
  try {
    await (command === 'backup' ? backupDatabase(config, file) : restoreDatabase(config, file));
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  console.log(command === 'backup' ? `Backed up to ${file}` : `Restored ${file}`);
  return 0;
}

// The back office's licence decision from a terminal, on the same database the server uses.
/** Runs one CLI command; answers the process exit code. */
export async function runCli(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const [command, email] = argv;
  if (command === 'maintenance') return runMaintenance(argv.slice(1), env);
  if (command === 'backup' || command === 'restore') return runBackup(command, email, env);
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
      // The operator's command is explicit: it replaces a decision taken before.
      changeDecision: true,
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
    await mailer.close();
    await database.close();
  }
}
