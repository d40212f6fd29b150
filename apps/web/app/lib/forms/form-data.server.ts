/**
 * Reads a form body of at most `maxBytes`, or returns null when it is larger (checked on the declared
 * length, then while reading, since a chunked body declares none). A body that is not a form reads
 * as an empty form, which validation then refuses field by field.
 */
export async function readFormDataWithin(request: Request, maxBytes: number): Promise<FormData | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  if (request.body) {
    const reader = request.body.getReader();
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  }
  try {
    return await new Response(new Blob(chunks as BlobPart[]), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    return new FormData();
  }
}
