/** One part of a multipart/form-data body. */
export interface MultipartPart {
    name: string;
    filename: string | null;
    contentType: string | null;
    data: Buffer;
}
/** Splits a multipart/form-data body (as PHP would fill $_POST and $_FILES); small, for the demo. */
export declare function readMultipart(body: Buffer, contentType: string | undefined): MultipartPart[];
