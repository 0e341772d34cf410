// The zod/mini constructors our answer schemas use, and only those: this module is imported
// dynamically (lazySchema), so the bundler cannot see which members are used and keeps what this
// module exports; importing 'zod/mini' itself that way kept all of zod (84 KB gz with its locales).
export { array, boolean, custom, enum, literal, looseObject, nullable, number, object, optional, pipe, record, string, transform, union, unknown } from 'zod/mini';
export { catch } from 'zod/mini';
