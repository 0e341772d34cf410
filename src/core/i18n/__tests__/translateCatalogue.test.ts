import { describe, expect, it } from 'vitest';
import { CATALOGUE, fillTemplate, translateCatalogue } from '../index.ts';

describe('translateCatalogue', () => {
  it('takes each key from the plugin data and keeps English for the keys it lacks', () => {
    const strings = translateCatalogue({ cartOffline: 'Probablemente no tienes conexión.' });
    expect(strings.cartOffline).toBe('Probablemente no tienes conexión.');
    expect(strings.pleaseWait).toBe(CATALOGUE.pleaseWait.text);
  });

  it('keeps English for empty, non-string or inherited values, and for data that is not an object', () => {
    const strings = translateCatalogue(Object.assign(Object.create({ carouselClose: 'x' }) as object, { pleaseWait: '', cartOffline: 3 }));
    expect(strings.pleaseWait).toBe(CATALOGUE.pleaseWait.text);
    expect(strings.cartOffline).toBe(CATALOGUE.cartOffline.text);
    expect(strings.carouselClose).toBe('Close');
    expect(translateCatalogue('es').carouselNext).toBe('Next image');
  });

  it('fills numbered placeholders in the order the translation puts them', () => {
    expect(fillTemplate('{1} de {0}', 5, 2)).toBe('2 de 5');
    expect(fillTemplate('Imagen {0} {3}', 1)).toBe('Imagen 1 {3}');
  });
});
