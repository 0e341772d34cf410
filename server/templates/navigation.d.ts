import type { MenuItem } from './menus.ts';
interface MenuRenderOptions {
    siteUrl: string;
    currentPath: string;
    /** The handheld copy of a menu omits li ids so ids stay unique (as WordPress prints it). */
    withIds: boolean;
}
export declare function renderMenu(ulId: string, items: readonly MenuItem[], options: MenuRenderOptions): string;
export {};
