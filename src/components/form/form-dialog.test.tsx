import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { mockControl } from '@mocks/utils';
import { createJobSiteItem, getJobSiteItem, type JobSiteItem } from '@/api/job-site-items';
import { drafts } from '@/lib/drafts';
import { registerRouter, returnState, session } from '@/lib/session';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { feedback } from '@/components/feedback';
import { FormDialog, useFormDraft, useFormSave, useReopenDraft } from '.';

const FORM_ID = 'testModel';

/** A page with a list-like owner of a create/edit dialog, saving job models through the mock API. */
function ModelPage({ repeatable, askFirst }: { repeatable?: boolean; askFirst?: boolean }) {
  const jobSiteId = db.jobSites[0].Id;
  const [editing, setEditing] = useState<JobSiteItem | null | undefined>(undefined);
  useReopenDraft({ formId: FORM_ID, load: (id) => getJobSiteItem('jobModels', id), open: setEditing });
  return (
    <>
      <button type="button" onClick={() => setEditing(null)}>
        Add model
      </button>
      <ModelDialog
        repeatable={repeatable}
        askFirst={askFirst}
        show={editing !== undefined}
        item={editing ?? null}
        jobSiteId={jobSiteId}
        onHide={() => setEditing(undefined)}
      />
    </>
  );
}

function ModelDialog(props: {
  show: boolean;
  item: JobSiteItem | null;
  jobSiteId: number;
  onHide: () => void;
  repeatable?: boolean;
  /** a question before the save, as a form with a check of its own asks it (save.run's check) */
  askFirst?: boolean;
}) {
  const { show, item, jobSiteId, onHide, repeatable, askFirst } = props;
  const savedValues = { Name: item?.Name ?? '' };
  const form = useForm({ defaultValues: savedValues });
  const draft = useFormDraft({ formId: FORM_ID, recordId: item?.Id, form, savedValues, active: show });
  const save = useFormSave({
    form,
    draft,
    save: ({ Name }) => createJobSiteItem('jobModels', { Name, JobSiteId: jobSiteId }),
    success: 'Model saved',
    errorText: 'Could not save the model',
    close: onHide,
    repeatable,
  });
  return (
    <FormDialog
      show={show}
      onHide={onHide}
      title={item ? 'Edit model' : 'New model'}
      draft={draft}
      save={save}
      onSubmit={
        askFirst
          ? form.handleSubmit((values) =>
              save.run(values, () => feedback.confirm({ title: 'Same name?', text: 'Save it anyway?' })),
            )
          : undefined
      }
    >
      <Form.Group controlId="model-name">
        <Form.Label>Name</Form.Label>
        <Form.Control {...form.register('Name')} />
      </Form.Group>
    </FormDialog>
  );
}

const routes = [
  { path: '/models', element: <ModelPage /> },
  { path: '/models-repeatable', element: <ModelPage repeatable /> },
  { path: '/models-asking', element: <ModelPage askFirst /> },
  { path: '/elsewhere', element: <p>Elsewhere</p> },
  { path: '/login', element: <p>Sign in</p> },
];

async function openPage(path = '/models') {
  await signInAs('staff');
  const user = userEvent.setup();
  const rendered = renderRoutes(routes, [path]);
  return { user, ...rendered };
}

/** Opens the create dialog and types a name into it; the dialog. */
async function addModel(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add model' }));
  const dialog = await screen.findByRole('dialog', { name: 'New model' });
  await user.type(within(dialog).getByLabelText('Name'), name);
  return dialog;
}

/** What a create whose answer was lost says (useFormSave). */
const MAY_HAVE_BEEN_SAVED = 'The server did not answer. This may have been saved: check before saving again.';

/** Calls to POST /api/jobModels seen by the mock. */
function countPosts() {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/jobModels'))
      calls.count += 1;
  });
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
  registerRouter(null);
});

describe('form dialog save', () => {
  it('shows the server’s message on a failure, keeps the dialog open with the values, then saves and closes', async () => {
    const { user } = await openPage();
    const dialog = await addModel(user, 'Aspen');
    mockControl.fail('POST', '/api/jobModels', {
      status: 500,
      message: 'The database is read-only',
      times: 1,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The database is read-only')).toBeInTheDocument();
    expect(screen.getByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New model' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Aspen');
    expect(drafts.read(FORM_ID, null)?.values).toEqual({ Name: 'Aspen' });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Model saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New model' })).not.toBeInTheDocument());
    expect(db.jobModels.filter((m) => m.Name === 'Aspen')).toHaveLength(1);
    expect(drafts.read(FORM_ID, null)).toBeNull();
  });

  it('saves once when submitted twice while saving', async () => {
    const posts = countPosts();
    const { user } = await openPage();
    const dialog = await addModel(user, 'Birch');
    mockControl.slow('POST', '/api/jobModels', 300, { times: 1 });
    const form = dialog.querySelector('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled());
    fireEvent.submit(form);
    expect(await screen.findByText('Model saved')).toBeInTheDocument();
    expect(posts.count).toBe(1);
    expect(db.jobModels.filter((m) => m.Name === 'Birch')).toHaveLength(1);
  });

  it('asks a check’s question once and saves once when submitted twice', async () => {
    const posts = countPosts();
    const { user } = await openPage('/models-asking');
    const dialog = await addModel(user, 'Cedar');
    const form = dialog.querySelector('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    const question = await screen.findByRole('dialog', { name: 'Same name?' });
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Model saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts.count).toBe(1);
    expect(db.jobModels.filter((m) => m.Name === 'Cedar')).toHaveLength(1);
  });

  it('after a create whose answer was lost, says it may have been saved and asks before saving again', async () => {
    const posts = countPosts();
    const { user } = await openPage();
    const dialog = await addModel(user, 'Dogwood');
    mockControl.loseAnswer('POST', '/api/jobModels', { times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MAY_HAVE_BEEN_SAVED)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Dogwood');
    expect(db.jobModels.filter((m) => m.Name === 'Dogwood')).toHaveLength(1);

    // the next save asks first: Cancel sends nothing
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('dialog', { name: 'Save again?' });
    expect(ask).toHaveTextContent(
      'The last save got no answer from the server and may have been saved. Saving again could make a second copy.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Save again?' })).not.toBeInTheDocument(),
    );
    expect(posts.count).toBe(1);
    expect(screen.getByRole('dialog', { name: 'New model' })).toBeInTheDocument();

    // Save again sends it (here the server, which has the first, refuses a second of the same name)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save again?' })).getByRole('button', {
        name: 'Save again',
      }),
    );
    expect(
      await screen.findByText("Job model 'Dogwood' already exists for this job site."),
    ).toBeInTheDocument();
    expect(posts.count).toBe(2);
    expect(db.jobModels.filter((m) => m.Name === 'Dogwood')).toHaveLength(1);

    // that failure was answered: the next save asks nothing
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Dogwood Two');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Model saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Save again?' })).not.toBeInTheDocument();
    expect(posts.count).toBe(3);
  });

  it('asks nothing for the next record after a lost answer once the dialog is closed and opened again', async () => {
    const posts = countPosts();
    const { user } = await openPage();
    const dialog = await addModel(user, 'Hazel');
    mockControl.loseAnswer('POST', '/api/jobModels', { times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MAY_HAVE_BEEN_SAVED)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New model' })).not.toBeInTheDocument());

    const next = await addModel(user, 'Juniper');
    await user.click(within(next).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Model saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Save again?' })).not.toBeInTheDocument();
    expect(posts.count).toBe(2);
  });

  it('asks nothing before saving again after a lost answer when the save is repeatable', async () => {
    const posts = countPosts();
    const { user } = await openPage('/models-repeatable');
    const dialog = await addModel(user, 'Fir');
    mockControl.networkError('POST', '/api/jobModels', { times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The server could not be reached. Check the connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No answer')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Model saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Save again?' })).not.toBeInTheDocument();
    expect(posts.count).toBe(2);
  });

  it('with no connection, says so and asks nothing before saving again: the call never left', async () => {
    const posts = countPosts();
    const { user } = await openPage();
    const dialog = await addModel(user, 'Ginkgo');
    // the browser knows it is offline: the call fails without an answer (the mock answers as the browser would)
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('The server could not be reached. Check the connection and try again.'),
      ).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ginkgo');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Model saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Save again?' })).not.toBeInTheDocument();
    expect(posts.count).toBe(2);
  });

  it('asks nothing before saving again after a failure the server answered', async () => {
    const posts = countPosts();
    const { user } = await openPage();
    const dialog = await addModel(user, 'Elm');
    mockControl.fail('POST', '/api/jobModels', { status: 503, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service Unavailable')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Model saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Save again?' })).not.toBeInTheDocument();
    expect(posts.count).toBe(2);
  });

  it('shows no error for a 401: the user is sent to sign in and the draft waits', async () => {
    const { user, router } = await openPage();
    registerRouter(router);
    const dialog = await addModel(user, 'Cedar');
    mockControl.fail('POST', '/api/jobModels', { status: 401, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New model' })).not.toBeInTheDocument());
    expect(screen.queryByText('Could not save the model')).not.toBeInTheDocument();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
    expect(session.getToken()).toBeNull();
    expect(returnState.peek()).toBe('/models');
    expect(drafts.read(FORM_ID, null)?.values).toEqual({ Name: 'Cedar' });

    // signed in again and back: the dialog reopens with the draft and says so
    await signInAs('staff');
    await act(() => router.navigate(returnState.take() ?? '/'));
    const again = await screen.findByRole('dialog', { name: 'New model' });
    // the draft is put in the form by an effect just after the dialog appears
    await waitFor(() => expect(within(again).getByLabelText('Name')).toHaveValue('Cedar'));
    expect(within(again).getByRole('status')).toHaveTextContent(
      'Unsaved changes from earlier were restored.',
    );
  });
});

describe('form draft', () => {
  it('reopens a create dialog with its draft and says so; Discard goes back to the saved values', async () => {
    drafts.write(FORM_ID, null, { Name: 'Typed before the reload' });
    const { user } = await openPage();
    const dialog = await screen.findByRole('dialog', { name: 'New model' });
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveValue('Typed before the reload'));
    const notice = within(dialog).getByRole('status');
    expect(notice).toHaveTextContent('Unsaved changes from earlier were restored.');

    await user.click(within(notice).getByRole('button', { name: /Discard/ }));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(drafts.read(FORM_ID, null)).toBeNull();
    // nothing left to lose: closing asks nothing
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New model' })).not.toBeInTheDocument());
  });

  it('reopens the edit dialog of the draft’s record, loading it', async () => {
    const model = db.jobModels[0];
    drafts.write(FORM_ID, model.Id, { Name: `${model.Name} (renamed)` });
    await openPage();
    const dialog = await screen.findByRole('dialog', { name: 'Edit model' });
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveValue(`${model.Name} (renamed)`));
    expect(within(dialog).getByRole('status')).toBeInTheDocument();
  });

  it('forgets the draft of a record that is gone', async () => {
    drafts.write(FORM_ID, 987654, { Name: 'Lost' });
    await openPage();
    await waitFor(() => expect(drafts.read(FORM_ID, 987654)).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before closing with changes: Keep editing keeps them, Discard forgets them', async () => {
    const { user } = await openPage();
    const dialog = await addModel(user, 'Dogwood');

    // the draft carries the form's name for people (a form id of no known kind reads "A form")
    expect(drafts.read(FORM_ID, null)).toMatchObject({ values: { Name: 'Dogwood' }, name: 'A form' });

    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(ask).toHaveTextContent('You have unsaved changes. Discard them?');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Dogwood');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New model' })).not.toBeInTheDocument());
    expect(drafts.read(FORM_ID, null)).toBeNull();
  });

  it('asks before navigating away with changes, and when the tab closes or reloads', async () => {
    const { user, router } = await openPage();
    await addModel(user, 'Elm');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    void router.navigate('/elsewhere');
    const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/models');
    expect(drafts.read(FORM_ID, null)?.values).toEqual({ Name: 'Elm' });

    void router.navigate('/elsewhere');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(drafts.read(FORM_ID, null)).toBeNull();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
