import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, mockControl } from '@mocks/node';
import { invoiceStatusToRequest, jobAutocompleteQueryOptions } from '@/api/autocomplete';
import { changeLanguage } from '@/lib/language';
import { queryClient } from '@/lib/query-client';
import { recordRequests, renderWithProviders, signInAs } from '@/test/test-utils';
import {
  AsyncPicker,
  BuilderPicker,
  ContractorPicker,
  InvoiceStatusPicker,
  JobLotPicker,
  JobModelPicker,
  JobPicker,
  JobSitePicker,
  MaterialPicker,
  jobToOption,
  searchJobs,
  SelectField,
  UserPicker,
  type InvoiceStatusValue,
} from './index';

const LOAD_ERROR = 'Could not load the choices. Please try again.';

/** Every request URL the mock saw. */
let requests: URL[] = [];
const seen = (path: string) => requests.filter((u) => u.pathname.endsWith(path));

beforeEach(async () => {
  await signInAs('staff');
  requests = recordRequests();
});

/** The text a picker's control shows. */
const shown = (name: string) =>
  (screen.getByRole('combobox', { name }).closest('.picker') as HTMLElement).textContent ?? '';

const menuList = () => document.querySelector('.picker__menu-list') as HTMLElement;

describe('SelectField', () => {
  const options = [
    { value: 1, label: 'Open' },
    { value: 2, label: 'Closed' },
    { value: 3, label: 'On hold' },
  ];

  it('searches, closes on select and hands back the id', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <>
        <label htmlFor="status">Status</label>
        <SelectField inputId="status" options={options} value={null} onChange={onChange} />
      </>,
    );
    await user.type(screen.getByLabelText('Status'), 'clo');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Closed']);
    await user.click(screen.getByRole('option', { name: 'Closed' }));
    expect(onChange).toHaveBeenCalledWith(2, options[1]);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it("tells a screen reader what happens in the user's language, and says nothing is selected when nothing is", async () => {
    const user = userEvent.setup();
    // react-select's two regions: what it says on the first focus, and its log of what happens after
    const live = () =>
      [...document.querySelectorAll('.picker [id$="-live-region"], .picker [role="log"]')]
        .map((region) => region.textContent)
        .join(' ');
    const Field = () => {
      const [value, setValue] = useState<number | null>(null);
      return (
        <>
          <label htmlFor="status">Status</label>
          <SelectField inputId="status" options={options} value={value} onChange={(v) => setValue(v)} />
        </>
      );
    };
    renderWithProviders(<Field />);
    await user.click(screen.getByLabelText('Status'));
    expect(live()).not.toContain(', selected.');
    await user.keyboard('o');
    await waitFor(() => expect(live()).toContain('3 results available for search term o.'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(live()).toContain('Use Up and Down to choose options'));

    await act(() => changeLanguage('es'));
    try {
      await user.keyboard('{Backspace}cl');
      await waitFor(() => expect(live()).toContain('1 resultado disponible para la búsqueda cl.'));
      expect(live()).not.toMatch(/results available|Use Up and Down/);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('offers a typed tag with the "(new)" label when creatable', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    renderWithProviders(
      <SelectField<string>
        aria-label="Siding"
        isMulti
        options={[{ value: 'Vinyl', label: 'Vinyl' }]}
        value={[]}
        onChange={() => undefined}
        onCreateOption={onCreate}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Siding' }), 'Cedar');
    await user.click(await screen.findByRole('option', { name: 'Cedar (new)' }));
    expect(onCreate).toHaveBeenCalledWith('Cedar');
  });
});

describe('AsyncPicker', () => {
  it('tries a failed load again as often as asked (colours: 3)', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const loadOptions = vi.fn(() => {
      calls += 1;
      return calls <= 3 ? Promise.reject(new Error('down')) : Promise.resolve([{ value: 5, label: 'Red' }]);
    });
    renderWithProviders(
      <AsyncPicker
        aria-label="Colour"
        retry={3}
        loadOptions={loadOptions}
        value={null}
        onChange={() => undefined}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Colour' }));
    expect(await screen.findByRole('option', { name: 'Red' })).toBeInTheDocument();
    expect(loadOptions).toHaveBeenCalledTimes(4);
  });

  it('shows the error text when every try fails', async () => {
    const user = userEvent.setup();
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    renderWithProviders(
      <AsyncPicker
        aria-label="Colour"
        retry={1}
        loadOptions={failing}
        value={null}
        onChange={() => undefined}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Colour' }));
    expect(await screen.findByText(LOAD_ERROR)).toBeInTheDocument();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('debounces typing (200 ms by default) into one search', async () => {
    const user = userEvent.setup();
    const loadOptions = vi.fn(() => Promise.resolve([{ value: 1, label: 'Blue' }]));
    renderWithProviders(
      <AsyncPicker
        aria-label="Colour"
        minInputLength={1}
        loadOptions={loadOptions}
        value={null}
        onChange={() => undefined}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Colour' }), 'blu');
    await screen.findByRole('option', { name: 'Blue' });
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledWith(
      expect.objectContaining({ query: 'blu', page: 1, pageSize: 11 }),
    );
  });
});

describe('UserPicker', () => {
  it('loads users by role, shows full names and picks an id', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <>
        <label htmlFor="fm">Field manager</label>
        <UserPicker inputId="fm" roleFilter={['BizStaff']} value={null} onChange={onChange} />
      </>,
    );
    await user.type(screen.getByLabelText('Field manager'), 'Rivera');
    await user.click(await screen.findByRole('option', { name: 'Sam Rivera' }));
    const sam = db.users.find((u) => u.Email === 'staff@example.com');
    expect(onChange).toHaveBeenCalledWith(sam?.Id);
    const last = seen('/user/autocomplete').at(-1);
    expect(last?.searchParams.get('q')).toBe('Rivera');
    expect(last?.searchParams.get('page_limit')).toBe('11');
    expect(last?.searchParams.get('page')).toBe('1');
    expect(last?.searchParams.get('roleFilter')).toBe('BizStaff');
  });

  it('shows 10 of 11 and asks for the next page when the menu is scrolled to the end', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserPicker aria-label="Anyone" value={null} onChange={() => undefined} />);
    await user.click(screen.getByRole('combobox', { name: 'Anyone' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10));
    expect(seen('/user/autocomplete').map((u) => u.searchParams.get('page'))).toEqual(['1']);

    fireEvent.scroll(menuList());
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(10));
    const pages = seen('/user/autocomplete').map((u) => u.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('shows the label of an initial value not loaded yet and supports several values', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <UserPicker
        aria-label="Crew"
        isMulti
        value={[7, 8]}
        selectedOptions={[
          { value: 7, label: 'Jane Roe' },
          { value: 8, label: 'John Doe' },
        ]}
        onChange={onChange}
      />,
    );
    expect(screen.getByText('Jane Roe')).toBeInTheDocument();
    expect(screen.getByText('John Doe')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Jane Roe' }));
    expect(onChange).toHaveBeenCalledWith([8]);
  });

  it("names a chosen value's remove button after its label, also when the picker draws its values", async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <UserPicker
        aria-label="Crew"
        isMulti
        value={[7]}
        selectedOptions={[{ value: 7, label: 'Jane Roe' }]}
        formatOptionLabel={(option) => <strong>{option.label}</strong>}
        onChange={onChange}
      />,
    );
    // react-select's own name would be "Remove [object Object]"
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Jane Roe' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('shows the error text when the suggestions cannot be loaded', async () => {
    mockControl.fail('GET', '/user/autocomplete');
    const user = userEvent.setup();
    renderWithProviders(<UserPicker aria-label="Anyone" value={null} onChange={() => undefined} />);
    await user.type(screen.getByRole('combobox', { name: 'Anyone' }), 'a');
    expect(await screen.findByText(LOAD_ERROR)).toBeInTheDocument();
  });
});

describe('ContractorPicker', () => {
  it('asks for subcontractors only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<ContractorPicker aria-label="Subcontractor" value={null} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Subcontractor' }), 'Ortega');
    await user.click(await screen.findByRole('option', { name: 'Luis Ortega' }));
    const luis = db.users.find((u) => u.Email === 'subcontractor@example.com');
    expect(onChange).toHaveBeenCalledWith(luis?.Id);
    expect(
      seen('/user/autocomplete').every((u) => u.searchParams.get('roleFilter') === 'BizSubContractor'),
    ).toBe(true);
  });
});

describe('BuilderPicker', () => {
  it('searches the client companies in the browser', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<BuilderPicker aria-label="Builder" value={null} onChange={onChange} />);
    await waitFor(() => expect(seen('/clientCompany')).toHaveLength(1));
    await user.type(screen.getByRole('combobox', { name: 'Builder' }), 'carr');
    await user.click(await screen.findByRole('option', { name: 'Carrington Builders' }));
    const carrington = db.clientCompanies.find((c) => c.CompanyName === 'Carrington Builders');
    expect(onChange).toHaveBeenCalledWith(carrington?.Id);
    expect(seen('/clientCompany')).toHaveLength(1);
  });

  it('shows the error text when the builders cannot be loaded', async () => {
    mockControl.fail('GET', '/clientCompany');
    const user = userEvent.setup();
    renderWithProviders(<BuilderPicker aria-label="Builder" value={null} onChange={() => undefined} />);
    await waitFor(() => expect(seen('/clientCompany').length).toBeGreaterThan(0));
    await user.click(screen.getByRole('combobox', { name: 'Builder' }));
    expect(await screen.findByText(LOAD_ERROR)).toBeInTheDocument();
  });
});

describe('JobSitePicker', () => {
  it("lists a builder's job sites and picks one", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <JobSitePicker aria-label="Job site" builderId={1} value={null} onChange={onChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Job site' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Hickory Pointe',
        'Stonegate Manor',
        'Willow Creek',
      ]),
    );
    await user.click(screen.getByRole('option', { name: 'Stonegate Manor' }));
    const site = db.jobSites.find((s) => s.Name === 'Stonegate Manor');
    expect(onChange).toHaveBeenCalledWith(site?.Id);
    expect(seen('/api/jobsites/autocomplete')[0].searchParams.get('builderId')).toBe('1');
  });

  it('works inside react-hook-form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ JobSiteId: number | null }>({
        defaultValues: { JobSiteId: null },
      });
      return (
        <form onSubmit={handleSubmit((v) => onSubmit(v))}>
          <label htmlFor="site">Job site</label>
          <Controller
            control={control}
            name="JobSiteId"
            render={({ field }) => (
              <JobSitePicker
                inputId="site"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <button type="submit">Go</button>
        </form>
      );
    }
    renderWithProviders(<Form />);
    await user.type(screen.getByLabelText('Job site'), 'cedar');
    await user.click(await screen.findByRole('option', { name: 'Cedar Hollow' }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const site = db.jobSites.find((s) => s.Name === 'Cedar Hollow');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ JobSiteId: site?.Id }));
  });
});

describe('JobPicker', () => {
  it('searches jobs after 500 ms and picks one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<JobPicker aria-label="Job" value={null} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Job' }), 'Foxhall');
    const options = await screen.findAllByRole('option', {}, { timeout: 3000 });
    const foxhall = options.filter((o) =>
      o.textContent?.includes('Oakmont Residential - Foxhall Village - '),
    );
    expect(foxhall.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(200);
    // one call for the whole typed word (debounced)
    expect(seen('/api/jobs/autocomplete').filter((u) => u.searchParams.get('q'))).toHaveLength(1);
    expect(seen('/api/jobs/autocomplete').at(-1)?.searchParams.get('q')).toBe('Foxhall');
    await user.click(foxhall[0]);
    const site = db.jobSites.find((s) => s.Name === 'Foxhall Village');
    const job = db.jobs.find((j) => j.Id === onChange.mock.calls[0][0]);
    expect(job?.JobSiteId).toBe(site?.Id);
  });
});

describe('JobPicker without a connection', () => {
  afterEach(() => onlineManager.setOnline(true));

  it("searches the jobs it listed before (a subcontractor's, loaded ahead), and says so when it has none", async () => {
    const user = userEvent.setup();
    await signInAs('subcontractor');
    const jobs = await queryClient.fetchQuery(jobAutocompleteQueryOptions({ currentUserOnly: true }));
    expect(jobs.length).toBeGreaterThan(1);
    const wanted = jobs[0];
    // the connection drops: the browser says offline and every call fails as unreachable
    onlineManager.setOnline(false);
    mockControl.networkError('GET', /\/api\/jobs\/autocomplete/);
    const onChange = vi.fn();
    const { unmount } = renderWithProviders(
      <JobPicker aria-label="Job" currentUserOnly value={null} onChange={onChange} />,
    );
    await user.type(
      screen.getByRole('combobox', { name: 'Job' }),
      `${wanted.LotGroupCode} ${wanted.JobSiteName}`,
    );
    const options = await screen.findAllByRole('option', {}, { timeout: 3000 });
    expect(options.map((o) => o.textContent)).toEqual(
      searchJobs(jobs, `${wanted.LotGroupCode} ${wanted.JobSiteName}`).map((j) => jobToOption(j).label),
    );
    await user.click(options[0]);
    expect(onChange).toHaveBeenCalledWith(wanted.Id);
    unmount();

    // a staff picker (every job) has listed nothing before: the error line, not a search that never ends
    renderWithProviders(<JobPicker aria-label="Any job" value={null} onChange={() => undefined} />);
    await user.type(screen.getByRole('combobox', { name: 'Any job' }), 'Foxhall');
    expect(await screen.findByText(LOAD_ERROR, {}, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('a picker without a connection', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('says it could not load the choices, instead of searching until the connection is back', async () => {
    const user = userEvent.setup();
    await signInAs('staff');
    onlineManager.setOnline(false);
    mockControl.networkError('GET', /\/api\/material\/autocomplete/);
    renderWithProviders(<MaterialPicker aria-label="Material" value={null} onChange={() => undefined} />);
    await user.type(screen.getByRole('combobox', { name: 'Material' }), 'Vinyl');
    expect(await screen.findByText(LOAD_ERROR, {}, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('searchJobs', () => {
  const jobs = [
    { Id: 117, BuilderName: 'Oakmont Residential', JobSiteName: 'Foxhall Village', LotGroupCode: 'FV-12' },
    { Id: 204, BuilderName: 'Brookfield Ridge Homes', JobSiteName: 'Cedar Hollow', LotGroupCode: 'CH-3' },
  ];
  it('keeps the jobs holding every typed word in their label or id, case aside', () => {
    expect(searchJobs(jobs, 'foxhall fv-12').map((j) => j.Id)).toEqual([117]);
    expect(searchJobs(jobs, '204').map((j) => j.Id)).toEqual([204]);
    expect(searchJobs(jobs, '  ').map((j) => j.Id)).toEqual([117, 204]);
    expect(searchJobs(jobs, 'cedar oakmont')).toEqual([]);
  });
});

describe('JobLotPicker', () => {
  it('is disabled with "Select a job first" without a job', () => {
    renderWithProviders(
      <JobLotPicker aria-label="Lot" jobId={null} value={null} onChange={() => undefined} />,
    );
    // react-select hides a disabled input from the accessibility tree; it keeps its label
    expect(screen.getByLabelText('Lot')).toBeDisabled();
    expect(screen.getByText('Select a job first')).toBeInTheDocument();
  });

  it("lists the job's lots and picks one", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const job = db.jobs.find((j) => j.Lots.filter((l) => !l.IsDeleted).length > 0);
    if (!job) throw new Error('seed has no job with lots');
    const lot = job.Lots.filter((l) => !l.IsDeleted)[0];
    renderWithProviders(<JobLotPicker aria-label="Lot" jobId={job.Id} value={null} onChange={onChange} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Lot' })).toBeEnabled());
    await user.click(screen.getByRole('combobox', { name: 'Lot' }));
    const option = await screen.findByRole('option', { name: new RegExp(`^${lot.LotCode}`) });
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith(lot.Id);
  });
});

describe('InvoiceStatusPicker', () => {
  it('offers "Not Specified", which is sent as 0', async () => {
    const user = userEvent.setup();
    const changes: (InvoiceStatusValue | null)[] = [];
    function Host() {
      const [value, setValue] = useState<InvoiceStatusValue | null>(null);
      return (
        <InvoiceStatusPicker
          aria-label="Invoice status"
          value={value}
          onChange={(v) => {
            changes.push(v);
            setValue(v);
          }}
        />
      );
    }
    renderWithProviders(<Host />);
    await user.click(screen.getByRole('combobox', { name: 'Invoice status' }));
    const listbox = await screen.findByRole('listbox');
    const first = db.invoiceStatuses[0];
    await within(listbox).findByRole('option', { name: first.Name });
    expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Not Specified');
    await user.click(within(listbox).getByRole('option', { name: 'Not Specified' }));
    expect(changes).toEqual(['na']);
    expect(invoiceStatusToRequest(changes[0])).toBe(0);
    expect(screen.getByText('Not Specified')).toBeInTheDocument();
  });

  it('can leave out "Not Specified" and asks for repair-order statuses', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <InvoiceStatusPicker
        aria-label="Invoice status"
        forRepairOrder
        includeNotSpecified={false}
        value={null}
        onChange={() => undefined}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Invoice status' }));
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    expect(screen.queryByRole('option', { name: 'Not Specified' })).not.toBeInTheDocument();
    expect(seen('/api/invoiceStatuses')[0].searchParams.get('getForRepairOrder')).toBe('true');
  });
});

describe('labels of values not loaded (saved choices, deep links)', () => {
  it('a job site id shows its name from GET /api/jobsites/{id}, never the id', async () => {
    const site = db.jobSites.find((x) => x.Id === 3)!;
    renderWithProviders(<JobSitePicker aria-label="Job site" value={3} onChange={() => undefined} />);
    await waitFor(() => expect(shown('Job site')).toContain(site.Name));
    expect(shown('Job site')).not.toMatch(/\b3\b/);
    expect(seen('/api/jobsites/3')).toHaveLength(1);
    // no search was needed
    expect(seen('/api/jobsites/autocomplete')).toHaveLength(0);
  });

  it('shows a loading hint while the name is read, then the name', async () => {
    mockControl.slow('GET', '/api/jobsites/3', 300, { times: 1 });
    renderWithProviders(<JobSitePicker aria-label="Job site" value={3} onChange={() => undefined} />);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(shown('Job site')).not.toContain('3');
    const site = db.jobSites.find((x) => x.Id === 3)!;
    await waitFor(() => expect(shown('Job site')).toContain(site.Name));
  });

  it('uses a label the screen already knows without any request', async () => {
    renderWithProviders(
      <JobSitePicker
        aria-label="Job site"
        value={3}
        selectedOption={{ value: 3, label: 'Known Site' }}
        onChange={() => undefined}
      />,
    );
    expect(shown('Job site')).toContain('Known Site');
    await new Promise((r) => setTimeout(r, 50));
    expect(seen('/api/jobsites/3')).toHaveLength(0);
  });

  it('shows nothing for an id that cannot be read (deleted)', async () => {
    renderWithProviders(<JobSitePicker aria-label="Job site" value={987654} onChange={() => undefined} />);
    await waitFor(() => expect(seen('/api/jobsites/987654')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(shown('Job site')).not.toContain('987654');
  });

  it('users (single and several) show their names from GET /user/{id}, read once each', async () => {
    const staff = db.users.find((u) => u.Email === 'staff@example.com')!;
    const sub = db.users.find((u) => u.Email === 'subcontractor@example.com')!;
    renderWithProviders(
      <>
        <UserPicker aria-label="Field manager" value={staff.Id} onChange={() => undefined} />
        <ContractorPicker aria-label="Subs" isMulti value={[sub.Id]} onChange={() => undefined} />
      </>,
    );
    await waitFor(() => expect(shown('Field manager')).toContain(`${staff.FirstName} ${staff.LastName}`));
    await waitFor(() => expect(shown('Subs')).toContain(`${sub.FirstName} ${sub.LastName}`));
    expect(seen(`/user/${staff.Id}`)).toHaveLength(1);
    expect(seen(`/user/${sub.Id}`)).toHaveLength(1);
  });

  it('a builder shows its name once the list is loaded, with no extra read', async () => {
    const builder = db.clientCompanies[1];
    renderWithProviders(<BuilderPicker aria-label="Builder" value={builder.Id} onChange={() => undefined} />);
    await waitFor(() => expect(shown('Builder')).toContain(builder.CompanyName));
    expect(seen(`/clientCompany/${builder.Id}`)).toHaveLength(0);
  });

  it('a builder missing from the list is read with GET /clientCompany/{id}', async () => {
    const builder = db.clientCompanies[0];
    mockControl.fail('GET', /^\/daewon\.api\/clientCompany$/, { times: 1 });
    renderWithProviders(<BuilderPicker aria-label="Builder" value={builder.Id} onChange={() => undefined} />);
    await waitFor(() => expect(shown('Builder')).toContain(builder.CompanyName));
    expect(seen(`/clientCompany/${builder.Id}`)).toHaveLength(1);
  });

  it('a job shows "builder - site - lot" from GET /api/jobs/{id}', async () => {
    const job = db.jobs[0];
    const site = db.jobSites.find((x) => x.Id === job.JobSiteId)!;
    renderWithProviders(<JobPicker aria-label="Job" value={job.Id} onChange={() => undefined} />);
    await waitFor(() => expect(shown('Job')).toContain(`${site.Name} - ${job.LotGroupCode}`));
  });
});

describe('JobModelPicker', () => {
  it('needs a job site: disabled with "Select a job site first" while there is none', () => {
    renderWithProviders(
      <JobModelPicker aria-label="Job model" jobSiteId={null} value={null} onChange={() => undefined} />,
    );
    expect(screen.getByLabelText('Job model')).toBeDisabled();
    expect(screen.getByText('Select a job site first')).toBeInTheDocument();
  });

  it("lists the site's models by name and picks one", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <JobModelPicker aria-label="Job model" jobSiteId={1} value={null} onChange={onChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Job model' }));
    const models = db.jobModels.filter((m) => m.JobSiteId === 1);
    const names = models.map((m) => m.Name).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(names));
    await user.click(screen.getByRole('option', { name: names[0] }));
    expect(onChange).toHaveBeenCalledWith(models.find((m) => m.Name === names[0])!.Id);
  });

  it('searchable: asks GET /api/jobModels/autocomplete with jobsiteId and query as the user types', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const model = db.jobModels.find((m) => m.JobSiteId === 1)!;
    renderWithProviders(
      <JobModelPicker aria-label="Job model" jobSiteId={1} searchable value={null} onChange={onChange} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Job model' }), model.Name.slice(0, 3));
    await user.click(await screen.findByRole('option', { name: model.Name }, { timeout: 3000 }));
    expect(onChange).toHaveBeenCalledWith(model.Id);
    const calls = seen('/api/jobModels/autocomplete');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.at(-1)!.searchParams.get('jobsiteId')).toBe('1');
    expect(calls.at(-1)!.searchParams.get('query')).toBe(model.Name.slice(0, 3));
    expect(seen('/api/jobSite/1/jobModels')).toHaveLength(0);
  });

  it('a deep-linked model without a site shows its name (GET /api/jobModels/{id}) and can be cleared', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const model = db.jobModels[0];
    renderWithProviders(
      <JobModelPicker
        aria-label="Job model"
        jobSiteId={null}
        value={model.Id}
        onChange={onChange}
        isClearable
      />,
    );
    await waitFor(() => expect(shown('Job model')).toContain(model.Name));
    expect(seen(`/api/jobModels/${model.Id}`)).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Job model' })).toBeEnabled();
    const clear = document.querySelector('.picker__clear-indicator') as HTMLElement;
    await user.click(clear);
    expect(onChange).toHaveBeenCalledWith(null);
  });
});

describe('accessibility', () => {
  it('has no axe violations, labelled by a label or by aria-label', async () => {
    const { container } = renderWithProviders(
      <main>
        <label htmlFor="b">Builder</label>
        <BuilderPicker inputId="b" value={null} onChange={() => undefined} />
        <UserPicker aria-label="User" value={null} onChange={() => undefined} />
        <JobLotPicker jobId={null} value={null} onChange={() => undefined} />
      </main>,
    );
    await waitFor(() => expect(seen('/clientCompany')).toHaveLength(1));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
