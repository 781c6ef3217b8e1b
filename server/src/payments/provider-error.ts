/** A provider that answered something we cannot use; the caller shows 'Có lỗi khi lấy mã QR'. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}
