import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createRange, customRange, toRequest, type DateRange, type DateRangePreset } from '@/lib/date-range';
import { renderWithProviders } from '@/test/test-utils';
import { DateRangeFilter, type DateRangeFilterProps } from '.';

const TODAY = '2026-05-13';

function Harness({
  initial = createRange('Today'),
  onRange,
  ...props
}: Partial<DateRangeFilterProps> & { initial?: DateRange; onRange?: (r: DateRange) => void }) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <DateRangeFilter
        {...props}
        value={range}
        today={TODAY}
        onChange={(r) => {
          setRange(r);
          onRange?.(r);
        }}
      />
      <output data-testid="request">
        {JSON.stringify({ preset: range.preset, ...toRequest(range, TODAY) })}
      </output>
    </>
  );
}

const request = () =>
  JSON.parse(screen.getByTestId('request').textContent ?? '{}') as Record<string, unknown>;
const preset = () => screen.getByLabelText<HTMLSelectElement>('Range');
const from = () => screen.getByLabelText<HTMLInputElement>('From');
const until = () => screen.getByLabelText<HTMLInputElement>('Until');

async function typeDate(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
  await user.keyboard('{Escape}');
}

describe('DateRangeFilter', () => {
  it('is a labelled group offering the screen presets, with their labels', () => {
    const presets: DateRangePreset[] = ['Today', 'Tomorrow', 'NextWeek', 'NextMonth', 'Upcoming'];
    renderWithProviders(<Harness presets={presets} label="Created" />);
    const group = screen.getByRole('group', { name: 'Created' });
    const options = within(group)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Today', 'Tomorrow', 'Next Week', 'Next Month', 'All Upcoming', 'Custom']);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  });

  it('labels ThisYear "Year to Date" and shows a preset\'s days as placeholders', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.selectOptions(preset(), 'Year to Date');
    expect(preset()).toHaveValue('ThisYear');
    expect(from()).toHaveValue('');
    expect(from()).toHaveAttribute('placeholder', '01/01/2026');
    expect(until()).toHaveAttribute('placeholder', '05/13/2026');
    expect(request()).toEqual({ preset: 'ThisYear', start: '2026-01-01', end: '2026-05-13' });
  });

  it('a custom date sets Custom; choosing a preset clears the custom dates', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await typeDate(user, from(), '05/02/2026');
    expect(preset()).toHaveValue('Custom');
    expect(request()).toEqual({ preset: 'Custom', start: '2026-05-02', end: null });
    await typeDate(user, until(), '05/09/2026');
    expect(request()).toEqual({ preset: 'Custom', start: '2026-05-02', end: '2026-05-09' });

    await user.selectOptions(preset(), 'Last Month');
    expect(from()).toHaveValue('');
    expect(until()).toHaveValue('');
    expect(request()).toEqual({ preset: 'LastMonth', start: '2026-04-01', end: '2026-04-30' });
  });

  it('choosing Custom starts from the days the preset covered', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={createRange('ThisWeek')} />);
    await user.selectOptions(preset(), 'Custom');
    expect(from()).toHaveValue('05/10/2026');
    expect(until()).toHaveValue('05/16/2026');
  });

  it('clear resets to Today', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={customRange('2026-01-01', '2026-02-01')} />);
    expect(from()).toHaveValue('01/01/2026');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(preset()).toHaveValue('Today');
    expect(from()).toHaveValue('');
    expect(until()).toHaveValue('');
    expect(request()).toEqual({ preset: 'Today', start: TODAY, end: TODAY });
  });

  it('a start after the end moves the end; an end before the start moves the start', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={customRange('2026-05-01', '2026-05-10')} />);
    await typeDate(user, from(), '05/12/2026');
    expect(until()).toHaveValue('05/12/2026');
    expect(request()).toMatchObject({ start: '2026-05-12', end: '2026-05-12' });
    await typeDate(user, until(), '05/03/2026');
    expect(from()).toHaveValue('05/03/2026');
    expect(request()).toMatchObject({ start: '2026-05-03', end: '2026-05-03' });
  });

  it('the default variant leaves an empty end empty; the report variant pushes it up', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Harness />);
    await typeDate(user, from(), '05/02/2026');
    expect(until()).toHaveValue('');
    unmount();

    renderWithProviders(<Harness variant="report" presets={[]} initial={customRange(null, null)} />);
    expect(screen.queryByLabelText('Range')).toBeNull();
    await typeDate(user, from(), '05/02/2026');
    expect(until()).toHaveValue('05/02/2026');
    expect(request()).toEqual({ preset: 'Custom', start: '2026-05-02', end: '2026-05-02' });
  });

  it('report variant: a start pushes an earlier end up; an end pulls a later start down', async () => {
    const user = userEvent.setup();
    const onRange = vi.fn();
    renderWithProviders(
      <Harness variant="report" initial={customRange('2026-04-14', '2026-05-13')} onRange={onRange} />,
    );
    await typeDate(user, from(), '05/20/2026');
    expect(until()).toHaveValue('05/20/2026');
    await typeDate(user, until(), '05/01/2026');
    expect(from()).toHaveValue('05/01/2026');
    expect(onRange).toHaveBeenLastCalledWith({ preset: 'Custom', start: '2026-05-01', end: '2026-05-01' });
  });

  it('keeps showing a preset the screen does not offer when the value carries it', () => {
    renderWithProviders(<Harness presets={['Today', 'Tomorrow']} initial={createRange('LastYear')} />);
    expect(preset()).toHaveValue('LastYear');
    expect(within(preset()).getByRole('option', { name: 'Last Year' })).toBeInTheDocument();
  });
});
