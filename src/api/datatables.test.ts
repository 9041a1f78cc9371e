import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dataTableAnswer, readDataTableRequest } from '@mocks/datatables';
import { server } from '@mocks/node';
import { daewonApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import {
  answerInBrowser,
  buildDataTableRequest,
  dataTableSource,
  readDataTableAnswer,
  toBracketQuery,
  type DataTableRequest,
} from './datatables';

const base = config.daewonApiBase.replace(/\/$/, '');

describe('buildDataTableRequest', () => {
  it('builds start/length from the 1-based page and the order from the sorted column', () => {
    const request = buildDataTableRequest({
      draw: 4,
      page: 3,
      pageSize: 25,
      sort: { column: 'Address', dir: 'desc' },
      columns: ['Builder', 'Address', { data: 'actions', orderable: false, searchable: false }],
      filters: { builderId: 7, address: '', status: undefined, lotNumber: null },
    });
    expect(request).toEqual({
      builderId: 7,
      draw: 4,
      start: 50,
      length: 25,
      order: [{ column: 1, dir: 'desc' }],
      columns: [
        {
          data: 'Builder',
          name: 'Builder',
          searchable: true,
          orderable: true,
          search: { value: '', regex: false },
        },
        {
          data: 'Address',
          name: 'Address',
          searchable: true,
          orderable: true,
          search: { value: '', regex: false },
        },
        {
          data: 'actions',
          name: 'actions',
          searchable: false,
          orderable: false,
          search: { value: '', regex: false },
        },
      ],
      search: { value: '', regex: false },
    });
  });

  it('sends no order for an unknown or absent sort column and never a negative start', () => {
    expect(
      buildDataTableRequest({ page: 0, pageSize: 10, sort: { column: 'x', dir: 'asc' }, columns: ['a'] }),
    ).toMatchObject({ start: 0, order: [] });
    expect(buildDataTableRequest({ page: 1, pageSize: 10, columns: ['a'] }).order).toEqual([]);
  });

  it('appends further orders after the main sort, skipping unknown and repeated columns', () => {
    const request = buildDataTableRequest({
      page: 1,
      pageSize: 50,
      sort: { column: 'Date', dir: 'desc' },
      thenBy: [
        { column: 'Job', dir: 'asc' },
        { column: 'Date', dir: 'asc' },
        { column: 'nope', dir: 'asc' },
        { column: 'Lot', dir: 'asc' },
      ],
      columns: ['Job', 'Lot', 'Date'],
    });
    expect(request.order).toEqual([
      { column: 2, dir: 'desc' },
      { column: 0, dir: 'asc' },
      { column: 1, dir: 'asc' },
    ]);
  });

  it('filters cannot override protocol fields', () => {
    const request = buildDataTableRequest({ page: 2, pageSize: 10, columns: ['a'], filters: { start: 999 } });
    expect(request.start).toBe(10);
  });
});

describe('toBracketQuery', () => {
  it('encodes nested fields in bracket notation, readable by the mock', async () => {
    const request = buildDataTableRequest({
      draw: 2,
      page: 2,
      pageSize: 10,
      sort: { column: 'Name', dir: 'asc' },
      columns: ['Id', 'Name'],
      filters: { jobSiteId: 3 },
    });
    const query = toBracketQuery(request);
    expect(query.get('columns[1][data]')).toBe('Name');
    expect(query.get('columns[0][search][regex]')).toBe('false');
    expect(query.get('order[0][column]')).toBe('1');
    expect(query.get('order[0][dir]')).toBe('asc');
    expect(query.get('search[value]')).toBe('');
    expect(query.get('start')).toBe('10');
    expect(query.get('jobSiteId')).toBe('3');

    const read = await readDataTableRequest(new Request(`http://x/t?${query.toString()}`));
    expect(read).toMatchObject({
      draw: 2,
      start: 10,
      length: 10,
      order: [{ column: 1, dir: 'asc' }],
      filters: { jobSiteId: '3' },
    });
    expect(read.columns.map((c) => c.data)).toEqual(['Id', 'Name']);
  });
});

describe('readDataTableAnswer', () => {
  it('reads data', () => {
    expect(readDataTableAnswer({ draw: 3, recordsTotal: 9, recordsFiltered: 4, data: [{ a: 1 }] })).toEqual({
      draw: 3,
      recordsTotal: 9,
      recordsFiltered: 4,
      data: [{ a: 1 }],
    });
  });

  it('accepts rows instead of data', () => {
    expect(readDataTableAnswer({ draw: 1, recordsTotal: 2, recordsFiltered: 2, rows: [1, 2] }).data).toEqual([
      1, 2,
    ]);
  });

  it('survives a malformed answer', () => {
    expect(readDataTableAnswer(null)).toEqual({ draw: 0, recordsTotal: 0, recordsFiltered: 0, data: [] });
    expect(readDataTableAnswer({ data: [1, 2, 3], recordsTotal: 'x' })).toEqual({
      draw: 0,
      recordsTotal: 3,
      recordsFiltered: 3,
      data: [1, 2, 3],
    });
  });
});

describe('dataTableSource', () => {
  const rows = [{ Name: 'b' }, { Name: 'a' }, { Name: 'c' }];

  it('POSTs the request as JSON', async () => {
    let seen: DataTableRequest | undefined;
    server.use(
      http.post(`${base}/api/test-table`, async ({ request }) => {
        const req = await readDataTableRequest(request);
        seen = req as unknown as DataTableRequest;
        return HttpResponse.json(dataTableAnswer(req, rows));
      }),
    );
    const fetch = dataTableSource<{ Name: string }>(daewonApi, 'post', '/api/test-table');
    const answer = await fetch(
      buildDataTableRequest({
        page: 1,
        pageSize: 2,
        sort: { column: 'Name', dir: 'asc' },
        columns: ['Name'],
      }),
    );
    expect(answer.data).toEqual([{ Name: 'a' }, { Name: 'b' }]);
    expect(answer.recordsTotal).toBe(3);
    expect(seen?.length).toBe(2);
  });

  it('GETs with a bracket query and reads rows', async () => {
    server.use(
      http.get(`${base}/api/test-table`, async ({ request }) => {
        const req = await readDataTableRequest(request);
        return HttpResponse.json(dataTableAnswer(req, rows, { key: 'rows' }));
      }),
    );
    const fetch = dataTableSource<{ Name: string }>(daewonApi, 'get', '/api/test-table');
    const answer = await fetch(
      buildDataTableRequest({
        page: 2,
        pageSize: 2,
        sort: { column: 'Name', dir: 'desc' },
        columns: ['Name'],
      }),
    );
    expect(answer.data).toEqual([{ Name: 'a' }]);
    expect(answer.recordsFiltered).toBe(3);
  });
});

describe('answerInBrowser (a whole list paged and sorted in the browser)', () => {
  const rows = [
    { Id: 1, Name: 'Belmont 10' },
    { Id: 2, Name: 'ashford' },
    { Id: 3, Name: 'Belmont 9' },
    { Id: 4, Name: 'Carlisle' },
  ];
  const request = (page: number, dir: 'asc' | 'desc', search = '') =>
    buildDataTableRequest({ page, pageSize: 2, sort: { column: 'Name', dir }, columns: ['Name'], search });

  it('sorts like the server (case-insensitive, numbers by value) and pages', () => {
    expect(answerInBrowser(rows, request(1, 'asc')).data.map((r) => r.Id)).toEqual([2, 3]);
    const second = answerInBrowser(rows, { ...request(2, 'asc'), draw: 7 });
    expect(second).toMatchObject({ draw: 7, recordsTotal: 4, recordsFiltered: 4 });
    expect(second.data.map((r) => r.Id)).toEqual([1, 4]);
    expect(answerInBrowser(rows, request(1, 'desc')).data.map((r) => r.Id)).toEqual([4, 1]);
  });

  it('applies the global search to the searchable columns', () => {
    const answer = answerInBrowser(rows, request(1, 'asc', 'belmont'));
    expect(answer).toMatchObject({ recordsTotal: 4, recordsFiltered: 2 });
    expect(answer.data.map((r) => r.Id)).toEqual([3, 1]);
  });
});
