import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../bus/bus';
import { connectRealtime, disconnectRealtime } from './realtime-client';

afterEach(() => {
  disconnectRealtime();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('connectRealtime in a browser without WebSocket', () => {
  it('alerts once in Vietnamese and stays offline instead of connecting', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.stubGlobal('WebSocket', undefined);
    connectRealtime('t');
    connectRealtime('t');
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Trình duyệt của bạn không hỗ trợ WebSocket');
    expect(bus.socket$.getValue()).toEqual({ status: 'offline', attempt: 0 });
  });
});
