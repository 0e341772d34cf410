export { dismissComingSoonBanner } from './dismissComingSoonBanner.ts';
export type { ComingSoonDismissal } from './dismissComingSoonBanner.ts';
