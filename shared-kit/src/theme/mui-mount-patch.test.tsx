import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

// ADR 0124: our patch of @mui/material (patches/@mui__material@9.5.0.patch) keeps an Autocomplete's root and a
// Tooltip's child in a ref until the popup opens. Held in state, their ref callbacks set that state during the commit
// that mounted them: React renders such an update synchronously in the same task, flushing every pending effect of the
// page first, so the browser could paint /book-ticket's search only after all of it.

afterEach(cleanup);

const HUNG_THINH = { id: 'c1', name: 'Nhà xe Hưng Thịnh' };
const THANH_BUOI = { id: 'c3', name: 'Nhà xe Thành Bưởi' };
const COMPANIES = [HUNG_THINH, { id: 'c2', name: 'Nhà xe Phương Trang' }, THANH_BUOI];

/** What the unpatched Autocomplete and Tooltip did: an element put in state by a ref callback during the commit. */
function RootInState({ onRender }: { onRender(): void }) {
  const [, setRoot] = useState<HTMLElement | null>(null);
  onRender();
  return <div ref={setRoot}>racine</div>;
}

describe('mounting without a second render (ADR 0124)', () => {
  it('the probe sees a ref callback that sets state: the component renders twice on mount (control)', () => {
    let renders = 0;
    render(<RootInState onRender={() => renders++} />);
    expect(renders).toBe(2);
  });

  it('an Autocomplete renders once when it mounts', () => {
    let renders = 0;
    render(
      <Autocomplete
        options={COMPANIES}
        getOptionLabel={(option) => option.name}
        value={HUNG_THINH}
        renderInput={(params) => {
          renders++; // called on every render of the Autocomplete
          return <TextField {...params} label="Nhà xe" />;
        }}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Nhà xe' })).toBeTruthy();
    expect(renders).toBe(1);
  });

  it('a Tooltip renders once when it mounts', () => {
    let renders = 0;
    function Child(props: object) {
      renders++;
      return (
        <button type="button" {...props}>
          Cấu hình
        </button>
      );
    }
    render(
      <Tooltip title="Cấu hình hiển thị chuyến">
        <Child />
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Cấu hình hiển thị chuyến' })).toBeTruthy();
    expect(renders).toBe(1);
  });
});

describe('the patched Autocomplete and Tooltip still work', () => {
  it('an Autocomplete opens its list under the field, filters as one types and picks an option', async () => {
    const picked: string[] = [];
    render(
      <Autocomplete
        options={COMPANIES}
        getOptionLabel={(option) => option.name}
        onChange={(_event, option) => option && picked.push(option.id)}
        renderInput={(params) => <TextField {...params} label="Nhà xe" />}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Nhà xe' });
    act(() => input.focus());
    fireEvent.mouseDown(input);
    const list = await screen.findByRole('listbox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(list.querySelectorAll('[role="option"]')).toHaveLength(3);
    fireEvent.change(input, { target: { value: 'Phương' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Nhà xe Phương Trang']));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(picked).toEqual(['c2']);
    expect(screen.queryByRole('listbox')).toBeNull();
    // Opened again, the list comes back at once (the field's root is already known).
    fireEvent.mouseDown(input);
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });

  it('a multiple Autocomplete moves from its input to its chips with the left arrow, before its list ever opened', () => {
    render(
      <Autocomplete
        multiple
        options={COMPANIES}
        getOptionLabel={(option) => option.name}
        defaultValue={[HUNG_THINH, THANH_BUOI]}
        renderInput={(params) => <TextField {...params} label="Nhà xe" />}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Nhà xe' });
    act(() => input.focus());
    fireEvent.keyDown(input, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe('Nhà xe Thành Bưởi');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe('Nhà xe Hưng Thịnh');
  });

  it('a click beside the text in the field still puts the cursor in it', () => {
    render(
      <Autocomplete
        options={COMPANIES}
        getOptionLabel={(option) => option.name}
        renderInput={(params) => <TextField {...params} label="Nhà xe" />}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Nhà xe' });
    const root = input.closest('.MuiInputBase-root')!;
    fireEvent.mouseDown(root);
    fireEvent.click(root);
    expect(document.activeElement).toBe(input);
  });

  it('a Tooltip shows its text on hover, in place of the native title', async () => {
    render(
      <Tooltip title="Cấu hình hiển thị chuyến" enterDelay={0}>
        <button type="button">Cấu hình</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Cấu hình hiển thị chuyến' });
    fireEvent.mouseOver(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Cấu hình hiển thị chuyến');
    expect(button.getAttribute('title')).toBeNull();
  });
});
