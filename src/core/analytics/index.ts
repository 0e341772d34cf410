export { buildCommonProperties } from './buildCommonProperties.ts';
export type { CommonProperties, CommonPropertiesInput } from './buildCommonProperties.ts';
export { createAnalytics } from './createAnalytics.ts';
export type { Analytics, AnalyticsOptions, QueuedEvent } from './createAnalytics.ts';
export { createPixelRequester } from './createPixelRequester.ts';
export type { PixelImage } from './createPixelRequester.ts';
export { deviceFromUserAgent } from './deviceFromUserAgent.ts';
export type { Device } from './deviceFromUserAgent.ts';
export { statsPixelUrl } from './statsPixelUrl.ts';
