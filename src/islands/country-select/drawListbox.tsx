import { renderLayer } from '../../island-kit/renderLayer.tsx';
import { ComboboxListbox } from './ComboboxListbox.tsx';
import type { ComboboxListboxProps } from './ComboboxListbox.tsx';

export type ListboxLayer = (key: string, props: ComboboxListboxProps) => () => void;

/** The searchable select's React layer, its own chunk: imported on the shopper's first focus. */
export const drawListbox: ListboxLayer = (key, props) => renderLayer(key, <ComboboxListbox {...props} />);
