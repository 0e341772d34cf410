import { escapeAttr, escapeHtml } from './escape.ts';
import type { MenuItem } from './menus.ts';

interface MenuRenderOptions {
  siteUrl: string;
  currentPath: string;
  /** The handheld copy of a menu omits li ids so ids stay unique (as WordPress prints it). */
  withIds: boolean;
}

function containsCurrent(item: MenuItem, currentPath: string): boolean {
  return (item.children ?? []).some((c) => c.path === currentPath || containsCurrent(c, currentPath));
}

function itemClasses(item: MenuItem, currentPath: string): string {
  const classes = ['menu-item', item.typeClasses];
  if (item.children !== undefined) classes.push('menu-item-has-children');
  if (item.path === currentPath) classes.push('current-menu-item', 'current_page_item');
  if (containsCurrent(item, currentPath)) {
    classes.push('current-menu-ancestor');
    if ((item.children ?? []).some((c) => c.path === currentPath)) classes.push('current-menu-parent');
  }
  classes.push(`menu-item-${item.id}`);
  return classes.join(' ');
}

function renderItems(items: readonly MenuItem[], options: MenuRenderOptions, depth: number): string {
  const indent = '\t'.repeat(depth);
  return items.map((item) => {
    const id = options.withIds ? ` id="menu-item-${item.id}"` : '';
    const current = item.path === options.currentPath ? ' aria-current="page"' : '';
    const link = `<a href="${escapeAttr(options.siteUrl + item.path)}"${current}>${escapeHtml(item.title)}</a>`;
    const sub = item.children === undefined
      ? ''
      : `\n${indent}<ul class="sub-menu">\n${renderItems(item.children, options, depth + 1)}${indent}</ul>\n${indent}`;
    return `${indent}<li${id} class="${itemClasses(item, options.currentPath)}">${link}${sub}</li>\n`;
  }).join('');
}

export function renderMenu(ulId: string, items: readonly MenuItem[], options: MenuRenderOptions): string {
  return `<ul id="${ulId}" class="menu">${renderItems(items, options, 0).replace(/^/, '')}</ul>`;
}
