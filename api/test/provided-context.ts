// What test/global-setup.ts hands to every test file (vitest's provide / inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite folder test apps copy as DATA_DIR/db; '' on PostgreSQL. */
    embeddedTemplate: string;
    /** The migrated PostgreSQL database each file's database is created from; '' on PGlite. */
    postgresTemplate: string;
  }
}

export {};
