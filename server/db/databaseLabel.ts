/**
 * How the start-up line names the database (issue 17 item 12): with DATABASE_URL it is PostgreSQL
 * at the URL's host and database (user kept, password never printed: logs travel), and the data
 * folder holds only the uploads and imports; without it, PGlite in the data folder.
 */
export function databaseLabel(config: { dataDir: string; databaseUrl?: string }): string {
  if (!config.databaseUrl) return `database: PGlite in ${config.dataDir}`;
  let where: string;
  try {
    const url = new URL(config.databaseUrl);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default)';
    where = `${user}${url.host}/${database}`;
  } catch {
    where = '(DATABASE_URL unreadable)';
  }
  return `database: PostgreSQL ${where}; files in ${config.dataDir}`;
}
