export interface QuantityInputOptions {
    id: string;
    name: string;
    value: number;
    min: number;
    max: number | null;
    productName: string;
}
/** templates/global/quantity-input.php. */
export declare function quantityInput(o: QuantityInputOptions): string;
