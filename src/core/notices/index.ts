export { scrollToNotices } from './scrollToNotices.ts';
export type { ScrollToNoticesOptions, ScrollView } from './scrollToNotices.ts';
