// The zod/mini constructors our answer schemas use, and only those: lazySchema hands this module to
// builders as a value, so the bundler cannot see which members are used and keeps all it exports;
// handing over 'zod/mini' itself that way would keep all of zod (84 KB gz with its locales).
export { array, boolean, custom, enum, literal, looseObject, nullable, number, object, optional, pipe, record, regex, string, transform, union, unknown } from 'zod/mini';
export { catch } from 'zod/mini';
