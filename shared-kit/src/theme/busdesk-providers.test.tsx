import { act, cleanup, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import TablePagination from '@mui/material/TablePagination';
import { afterEach, describe, expect, it } from 'vitest';
import { BusdeskProviders } from './busdesk-providers';
import { createBusdeskTheme } from './create-busdesk-theme';
import { createShadowCache } from './create-shadow-cache';
import { datePickersLocaleText } from './date-pickers-provider';
import { DatePickersProvider } from './lazy-date-pickers-provider';
import { notify } from './notify';

afterEach(() => cleanup());

describe('createBusdeskTheme', () => {
  it('carries the Vietnamese texts of the MUI core components and the Vietnamese-friendly font stack', () => {
    const theme = createBusdeskTheme();
    expect(theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('Số hàng mỗi trang:');
    expect(theme.components?.MuiAutocomplete?.defaultProps?.noOptionsText).toBe('Không có lựa chọn nào');
    expect(theme.typography.fontFamily).toMatch(/^"Be Vietnam Pro",Roboto/);
    expect(theme.components?.MuiTextField?.defaultProps?.size).toBe('small');
  });

  it('points popups at the given container (a widget in a Shadow DOM)', () => {
    const container = document.createElement('div');
    const theme = createBusdeskTheme({ container });
    expect(theme.components?.MuiPopover?.defaultProps?.container).toBe(container);
    expect(theme.components?.MuiPopper?.defaultProps?.container).toBe(container);
    expect(theme.components?.MuiModal?.defaultProps?.container).toBe(container);
    expect(createBusdeskTheme().components?.MuiPopover?.defaultProps?.container).toBeUndefined();
  });
});

describe('BusdeskProviders', () => {
  it('renders MUI components with Vietnamese texts', () => {
    render(
      <BusdeskProviders>
        <TablePagination component="div" count={45} page={0} rowsPerPage={10} onPageChange={() => undefined} />
      </BusdeskProviders>,
    );
    expect(screen.getByText('Số hàng mỗi trang:')).toBeTruthy();
    expect(screen.getByLabelText('Tới trang tiếp theo')).toBeTruthy();
  });

  it('shows notify() messages from outside React, in the newest mounted provider', async () => {
    const first = render(
      <BusdeskProviders cssBaseline={false}>
        <p>một</p>
      </BusdeskProviders>,
    );
    act(() => notify('Đã lưu cấu hình', 'success'));
    expect(await screen.findByText('Đã lưu cấu hình')).toBeTruthy();

    const second = render(
      <BusdeskProviders cssBaseline={false}>
        <p>hai</p>
      </BusdeskProviders>,
    );
    second.unmount();
    // The newest provider is gone: messages must reach the one still mounted, not vanish.
    act(() => notify('Lỗi khi lưu cấu hình', 'warning'));
    expect(await screen.findByText('Lỗi khi lưu cấu hình')).toBeTruthy();
    first.unmount();
  });

  it('keeps a message raised before any provider is mounted and shows it once one is', async () => {
    notify('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại', 'error');
    render(
      <BusdeskProviders cssBaseline={false}>
        <p>ba</p>
      </BusdeskProviders>,
    );
    expect(await screen.findByText('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại')).toBeTruthy();
  });

  it('shows messages raised while its snackbar code is still loading, each once', async () => {
    render(
      <BusdeskProviders cssBaseline={false}>
        <p>bốn</p>
      </BusdeskProviders>,
    );
    // Right after mounting: notistack is not there yet (it loads on the first message or after the paint).
    act(() => {
      notify('Đã gửi yêu cầu', 'info');
      notify('Đã lưu vé', 'success');
    });
    expect(await screen.findByText('Đã gửi yêu cầu')).toBeTruthy();
    expect(await screen.findByText('Đã lưu vé')).toBeTruthy();
    expect(screen.getAllByText('Đã lưu vé')).toHaveLength(1);
  });

  it('moves a waiting message to the provider still mounted when the newest unmounts before showing it', async () => {
    render(
      <BusdeskProviders cssBaseline={false}>
        <p>năm</p>
      </BusdeskProviders>,
    );
    const second = render(
      <BusdeskProviders cssBaseline={false}>
        <p>sáu</p>
      </BusdeskProviders>,
    );
    act(() => notify('Phiên làm việc đã kết thúc', 'warning'));
    second.unmount();
    expect(await screen.findByText('Phiên làm việc đã kết thúc')).toBeTruthy();
  });

  it('writes its styles into a shadow root when given a shadow cache', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadowRoot = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadowRoot.append(mount);
    render(
      <BusdeskProviders cache={createShadowCache(shadowRoot)} container={mount} cssBaseline="scoped">
        <Button variant="contained">Lưu</Button>
      </BusdeskProviders>,
      { container: mount },
    );
    expect(shadowRoot.querySelectorAll('style[data-emotion^="busdesk-widget"]').length).toBeGreaterThan(0);
    expect(shadowRoot.querySelector('button')?.className).toMatch(/busdesk-widget-/);
    host.remove();
  });
});

describe('DatePickersProvider', () => {
  it('gives the date pickers their Vietnamese texts', () => {
    expect(datePickersLocaleText.datePickerToolbarTitle).toBe('Chọn ngày');
    expect(datePickersLocaleText.cancelButtonLabel).toBe('Hủy');
  });

  it('shows its children once the lazily loaded provider is there, the fallback until then', async () => {
    render(
      <DatePickersProvider fallback={<p>đang tải</p>}>
        <p>bộ lọc ngày</p>
      </DatePickersProvider>,
    );
    expect(await screen.findByText('bộ lọc ngày')).toBeTruthy();
    expect(screen.queryByText('đang tải')).toBeNull();
  });
});
