import { describe, expect, it } from 'vitest';
import { joinTicketIds, splitTicketIds, ZBankQrRequest } from './payments';

describe('ticketIds joined by dash', () => {
  const a = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
  const b = 'A0B1C2D3-E4F5-4a6b-9c7d-8e9f0a1b2c3d';
  it('keeps UUIDs whole and splits readable ids at dashes', () => {
    expect(splitTicketIds(joinTicketIds([a, b]))).toEqual([a, b]);
    expect(splitTicketIds(`tk1-${a}-tk2`)).toEqual(['tk1', a, 'tk2']);
    expect(splitTicketIds('tk1')).toEqual(['tk1']);
    expect(splitTicketIds(['x-1', 'y'])).toEqual(['x-1', 'y']);
  });
  it('validates the list in the request', () => {
    expect(ZBankQrRequest.parse({ companyId: 'c1', ticketIds: `${a}-${b}` }).ticketIds).toEqual([a, b]);
    expect(ZBankQrRequest.safeParse({ companyId: 'c1', ticketIds: '' }).success).toBe(false);
    expect(ZBankQrRequest.safeParse({ companyId: 'c1', ticketIds: Array.from({ length: 61 }, (_, i) => `t${i}`).join('-') }).success).toBe(false);
  });
});
