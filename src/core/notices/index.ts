export { scrollToNotices } from './scrollToNotices.ts';
export type { ScrollToNoticesOptions, ScrollView } from './scrollToNotices.ts';
export { createStoreNoticeState } from './createStoreNoticeState.ts';
export type { StoreNoticeState, StoreNoticeStorage } from './createStoreNoticeState.ts';
