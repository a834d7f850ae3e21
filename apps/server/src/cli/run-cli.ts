import { DataDirLockedError } from '../db/lock.ts';

/** Runs a CLI command; a held data folder and other failures end with a clear message and exit 1. */
export function runCli(command: () => Promise<void>): void {
  command()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      if (error instanceof DataDirLockedError) {
        process.stderr.write(
          `${error.message}\nStop the server first (the embedded database allows one process at a time), or use DATABASE_URL.\n`,
        );
      } else {
        process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      }
      process.exit(1);
    });
}
