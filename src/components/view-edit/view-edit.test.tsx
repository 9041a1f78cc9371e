import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { DetailList, useViewEdit, ViewEditPanel } from './index';

interface Job {
  Address: string;
}

function Panel({ onSave, isSaving = false }: { onSave: (job: Job) => void; isSaving?: boolean }) {
  const [job, setJob] = useState<Job>({ Address: '1 Main St' });
  const ve = useViewEdit(job);
  return (
    <ViewEditPanel
      title="Details"
      isEditing={ve.isEditing}
      onEdit={ve.edit}
      onDiscard={ve.discard}
      onSave={() => {
        onSave(ve.draft);
        setJob(ve.draft);
        ve.saved();
      }}
      isSaving={isSaving}
    >
      {ve.isEditing ? (
        <Form.Group controlId="address">
          <Form.Label>Address</Form.Label>
          <Form.Control value={ve.draft.Address} onChange={(e) => ve.setDraft({ Address: e.target.value })} />
        </Form.Group>
      ) : (
        <DetailList items={[{ label: 'Address', value: ve.draft.Address }]} />
      )}
    </ViewEditPanel>
  );
}

describe('useViewEdit', () => {
  it('backs up on edit, restores on discard, and returns to view on saved', () => {
    const { result, rerender } = renderHook(({ current }) => useViewEdit(current), {
      initialProps: { current: { name: 'A' } },
    });
    expect(result.current.mode).toBe('view');
    act(() => result.current.edit());
    expect(result.current.isEditing).toBe(true);
    expect(result.current.backup).toEqual({ name: 'A' });
    act(() => result.current.setDraft({ name: 'B' }));
    expect(result.current.draft).toEqual({ name: 'B' });
    act(() => result.current.discard());
    expect(result.current.mode).toBe('view');
    expect(result.current.draft).toEqual({ name: 'A' });
    expect(result.current.backup).toBeNull();

    act(() => result.current.edit());
    act(() => result.current.setDraft({ name: 'C' }));
    act(() => result.current.saved());
    expect(result.current.mode).toBe('view');
    expect(result.current.draft).toEqual({ name: 'C' });
    // in view mode the shown values follow the record
    rerender({ current: { name: 'D' } });
    expect(result.current.draft).toEqual({ name: 'D' });
  });

  it('keeps the backup apart from the edited draft (deep copy)', () => {
    const record = { lots: [{ code: '1' }] };
    const { result } = renderHook(() => useViewEdit(record));
    act(() => result.current.edit());
    result.current.draft.lots[0].code = 'changed';
    act(() => result.current.discard());
    expect(result.current.draft.lots[0].code).toBe('1');
    expect(record.lots[0].code).toBe('1');
  });
});

describe('ViewEditPanel', () => {
  it('discard restores the values shown before editing', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<Panel onSave={onSave} />);
    expect(screen.getByText('1 Main St')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), '9 Elm Rd');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByText('1 Main St')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('save hands over the draft and returns to view mode', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<Panel onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), '9 Elm Rd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ Address: '9 Elm Rd' });
    expect(screen.getByText('9 Elm Rd')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('disables Save while saving and hides Edit without the right', () => {
    const { rerender } = renderWithProviders(
      <ViewEditPanel title="T" isEditing isSaving onEdit={vi.fn()} onSave={vi.fn()} onDiscard={vi.fn()}>
        body
      </ViewEditPanel>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    rerender(
      <ViewEditPanel
        title="T"
        isEditing={false}
        canEdit={false}
        onEdit={vi.fn()}
        onSave={vi.fn()}
        onDiscard={vi.fn()}
      >
        body
      </ViewEditPanel>,
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'T' })).toBeInTheDocument();
  });

  it('tells when the pointer or the keyboard focus reaches Edit, before the click', async () => {
    const user = userEvent.setup();
    const preloadEditor = vi.fn(() => Promise.reject(new Error('offline')));
    const onEdit = vi.fn();
    renderWithProviders(
      <ViewEditPanel
        title="T"
        isEditing={false}
        onEdit={onEdit}
        preloadEditor={preloadEditor}
        onSave={vi.fn()}
        onDiscard={vi.fn()}
      >
        body
      </ViewEditPanel>,
    );
    await user.hover(screen.getByRole('button', { name: 'Edit' }));
    expect(preloadEditor).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    await user.unhover(screen.getByRole('button', { name: 'Edit' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(preloadEditor).toHaveBeenCalledTimes(2);
    expect(onEdit).not.toHaveBeenCalled();
  });
});

describe('DetailList', () => {
  it('renders label/value pairs in a description list, a dash for empty values', () => {
    const { container } = renderWithProviders(
      <DetailList
        items={[
          { label: 'Builder', value: 'Carrington Builders' },
          { label: 'Phone', value: '' },
        ]}
      />,
    );
    const terms = [...container.querySelectorAll('dl > dt')].map((e) => e.textContent);
    const details = [...container.querySelectorAll('dl > dd')].map((e) => e.textContent);
    expect(terms).toEqual(['Builder', 'Phone']);
    expect(details).toEqual(['Carrington Builders', '—']);
  });

  it('in two columns, puts the first half of the items on the left and the rest on the right', () => {
    const { container } = renderWithProviders(
      <DetailList
        columns={2}
        items={['A', 'B', 'C', 'D', 'E'].map((label) => ({ label, value: label.toLowerCase() }))}
      />,
    );
    const lists = [...container.querySelectorAll('.col-lg-6 > dl')];
    expect(lists.map((dl) => [...dl.querySelectorAll('dt')].map((e) => e.textContent))).toEqual([
      ['A', 'B', 'C'],
      ['D', 'E'],
    ]);
  });
});
