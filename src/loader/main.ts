// The one script a theme adds: an entry that only imports the loader chunk, where start.ts runs. Its
// code sits in that chunk (not in this file) so it shares the chunk's gzip window and needs no import
// list of the chunk's exports: about 60 B gz of the loader budget.
import './start.ts';
