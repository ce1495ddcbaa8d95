// The start-up line's name of the database (issue 17 item 12): PostgreSQL with host and database
// when DATABASE_URL is set, never its password; PGlite in the data folder otherwise.
import { describe, expect, it } from 'vitest';
import { databaseLabel } from '../../../server/db/databaseLabel.ts';

describe('databaseLabel', () => {
  it('names PostgreSQL by user, host and database, without the password', () => {
    const label = databaseLabel({ dataDir: '/srv/lingxi/data', databaseUrl: 'postgres://crm:s3cret%21@db.example:5433/lingxi' });
    expect(label).toBe('database: PostgreSQL crm@db.example:5433/lingxi; files in /srv/lingxi/data');
    expect(label).not.toContain('s3cret');
    expect(databaseLabel({ dataDir: 'data', databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres' }))
      .toBe('database: PostgreSQL postgres@127.0.0.1:5432/postgres; files in data');
  });

  it('names PGlite in the data folder without DATABASE_URL', () => {
    expect(databaseLabel({ dataDir: 'data' })).toBe('database: PGlite in data');
  });
});
