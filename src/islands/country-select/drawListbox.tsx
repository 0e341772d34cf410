import type { PageScope } from '../../core/page/index.ts';
import { renderLayer } from '../../island-kit/renderLayer.tsx';
import { ComboboxListbox } from './ComboboxListbox.tsx';
import type { ComboboxListboxProps } from './ComboboxListbox.tsx';

export type ListboxLayer = (page: PageScope, key: string, props: ComboboxListboxProps) => () => void;

/** The searchable select's React layer, its own chunk: imported on the shopper's first focus. */
export const drawListbox: ListboxLayer = (page, key, props) => renderLayer(page, key, <ComboboxListbox {...props} />);
