import { DEFAULT_DATA_DIR } from "../paths.js";

/** What the db command-line tools read from the environment (the same names the server reads). */
export function cliEnv(): { databaseUrl: string | undefined; dataDir: string } {
  return {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR,
  };
}
