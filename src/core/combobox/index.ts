export { createComboboxModel } from './createComboboxModel.ts';
export { foldLabel, matchOptions } from './matchOptions.ts';
export { comboboxKeyAction } from './comboboxKeyAction.ts';
export type { ComboboxModel, ComboboxModelOptions, ComboboxMove, ComboboxState } from './createComboboxModel.ts';
export type { ComboboxOption } from './matchOptions.ts';
export type { ComboboxKeyAction } from './comboboxKeyAction.ts';
