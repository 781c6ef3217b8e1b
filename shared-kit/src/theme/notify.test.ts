import { describe, expect, it, vi } from 'vitest';
import { notify, registerSnackbarHost } from './notify';

/** A fake notistack outlet: records what it was asked to show. */
function outlet() {
  const shown: string[] = [];
  const enqueue = vi.fn((message: string, options: { variant?: string }) => {
    shown.push(`${options.variant ?? ''}:${message}`);
    return shown.length;
  });
  return { shown, enqueue };
}

describe('notify', () => {
  it('keeps messages raised before any host exists and shows them, in order, once the first host has loaded', () => {
    notify('một', 'error');
    notify('hai');
    const load = vi.fn();
    const host = registerSnackbarHost(load);
    expect(load).toHaveBeenCalled();
    const { shown, enqueue } = outlet();
    host.attach(enqueue);
    expect(shown).toEqual(['error:một', 'default:hai']);
    notify('ba', 'success');
    expect(shown).toEqual(['error:một', 'default:hai', 'success:ba']);
    host.unregister();
  });

  it('loads a host only when a message comes for it, and queues what comes while it loads', () => {
    const load = vi.fn();
    const host = registerSnackbarHost(load);
    expect(load).not.toHaveBeenCalled();
    notify('Đang tải', 'info');
    notify('Đã lưu', 'success');
    expect(load).toHaveBeenCalled();
    const { shown, enqueue } = outlet();
    host.attach(enqueue);
    expect(shown).toEqual(['info:Đang tải', 'success:Đã lưu']);
    host.unregister();
  });

  it('shows a message in the newest mounted host only, and in the previous one after the newest unmounts', () => {
    const older = registerSnackbarHost(() => undefined);
    const first = outlet();
    older.attach(first.enqueue);
    const newer = registerSnackbarHost(() => undefined);
    const second = outlet();
    newer.attach(second.enqueue);
    notify('mới');
    newer.unregister();
    notify('cũ');
    expect(second.shown).toEqual(['default:mới']);
    expect(first.shown).toEqual(['default:cũ']);
    older.unregister();
  });

  it('hands messages a host had not shown yet to the next host when it unmounts while loading', () => {
    const older = registerSnackbarHost(() => undefined);
    const first = outlet();
    older.attach(first.enqueue);
    const loading = registerSnackbarHost(() => undefined);
    notify('Kết nối thất bại', 'error');
    loading.unregister();
    expect(first.shown).toEqual(['error:Kết nối thất bại']);
    older.unregister();
  });

  it('keeps messages again after its outlet detaches, and asks the host to load again', () => {
    const load = vi.fn();
    const host = registerSnackbarHost(load);
    const first = outlet();
    host.attach(first.enqueue);
    host.detach();
    notify('sau');
    expect(first.shown).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    const second = outlet();
    host.attach(second.enqueue);
    expect(second.shown).toEqual(['default:sau']);
    host.unregister();
  });

  it('keeps the latest ten messages while nothing can show them', () => {
    for (let i = 1; i <= 12; i += 1) notify(`lỗi ${i}`, 'error');
    const host = registerSnackbarHost(() => undefined);
    const { shown, enqueue } = outlet();
    host.attach(enqueue);
    expect(shown).toHaveLength(10);
    expect(shown[0]).toBe('error:lỗi 3');
    expect(shown.at(-1)).toBe('error:lỗi 12');
    host.unregister();
  });
});
