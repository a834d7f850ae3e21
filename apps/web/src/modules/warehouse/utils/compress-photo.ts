/** The longest side a photo keeps: enough to read a label or see damage, a fraction of the bytes. */
const MAX_SIDE = 1600;
const QUALITY = 0.8;

/**
 * Makes a photo smaller on the phone before it waits for upload: scaled to 1600 px at most on its
 * longest side and stored as JPEG. The original is kept when it is already smaller, or when the
 * browser cannot decode it (the server still checks what it is).
 */
export async function compressPhoto(file: Blob): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}
