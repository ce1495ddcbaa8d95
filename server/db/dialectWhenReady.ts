/**
 * A Kysely dialect whose real one arrives later: the Kysely instance exists at once, and its first
 * query waits until the database has opened. The server builds its routes (0.3 s of CPU) while
 * PGlite starts (0.6-0.9 s, much of it WebAssembly compiled on other threads), instead of one after
 * the other: a restart answers sooner (docs/benchmarks.md, "Restart"; budget 2 s).
 */
import {
  type DatabaseConnection, type Dialect, type Driver, type Kysely, PostgresAdapter, PostgresIntrospector,
  PostgresQueryCompiler, type TransactionSettings,
} from 'kysely';

export class DialectWhenReady implements Dialect {
  constructor(private readonly ready: Promise<Dialect>) {}

  createAdapter() { return new PostgresAdapter(); }

  createQueryCompiler() { return new PostgresQueryCompiler(); }

  createIntrospector(db: Kysely<unknown>) { return new PostgresIntrospector(db); }

  createDriver(): Driver {
    const driver = this.ready.then((dialect) => dialect.createDriver());
    driver.catch(() => {}); // a database that failed to open is reported by whoever awaits it, not here
    return new DriverWhenReady(driver);
  }
}

/** No savepoints: the PGlite dialect has none either. */
class DriverWhenReady implements Driver {
  private driver?: Driver;

  constructor(private readonly ready: Promise<Driver>) {}

  /** Kysely calls this once, before the first connection. */
  async init(): Promise<void> {
    const driver = await this.ready;
    await driver.init();
    this.driver = driver;
  }

  private get inner(): Driver {
    if (!this.driver) throw new Error('the database is not open yet');
    return this.driver;
  }

  acquireConnection(): Promise<DatabaseConnection> { return this.inner.acquireConnection(); }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) { return this.inner.beginTransaction(connection, settings); }

  commitTransaction(connection: DatabaseConnection) { return this.inner.commitTransaction(connection); }

  rollbackTransaction(connection: DatabaseConnection) { return this.inner.rollbackTransaction(connection); }


  releaseConnection(connection: DatabaseConnection) { return this.inner.releaseConnection(connection); }

  /** A database that never opened has nothing to close. */
  async destroy(): Promise<void> { await this.driver?.destroy(); }
}
