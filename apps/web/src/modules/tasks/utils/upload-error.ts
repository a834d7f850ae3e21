/** A failed upload; `refused` when the server said why (size, no file), else saving it failed. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}
