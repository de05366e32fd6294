/**
 * npm run user:create -- --email someone@firm.com --role admin|editor [--name "Full Name"]
 * Creates a staff account, or grants the role and sets a new password on an existing one.
 * The password is asked for (not echoed), or read from USER_PASSWORD for scripts.
 */
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../open-database';
import { upsertStaffUser } from '../services/users';
import { NEW_PASSWORD_MIN } from '@shared/constants';
import { ROLES } from '@shared/roles';

const argsSchema = z.object({
  email: z.email('--email must be an e-mail address'),
  role: z.enum(ROLES, { error: '--role must be admin or editor' }),
  name: z.string().max(200).optional(),
});

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      write.call(rl, s.startsWith(question) ? s : '');
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } } });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => i.message).join('\n'));
    console.error('usage: npm run user:create -- --email someone@firm.com --role admin|editor [--name "Full Name"]');
    process.exit(2);
  }
  const password = process.env.USER_PASSWORD ?? (await askHidden('Password: '));
  if (password.length < NEW_PASSWORD_MIN) {
    console.error(`Password must be at least ${NEW_PASSWORD_MIN} characters long`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: { info: () => {}, warn: console.warn } });
  try {
    const user = await upsertStaffUser(database.db, { ...parsed.data, password });
    console.log(`${user.email} is now ${user.role}.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
