import FullCalendar, {
  type CalendarRef,
  type DatesSetInfo,
  type EventClickInfo,
  type EventInput,
  type LocaleInput,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import {
  startTransition,
  type CSSProperties,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { backState } from '@/lib/routing';
import { NOT_SPECIFIED_INVOICE_STATUS } from '@/api/jobs';
import { feedback } from '@/components/feedback';
import { DeferredContractorPicker, DeferredUserPicker } from '@/components/pickers';
import { toApiError } from '@/lib/api-error';
import { Roles } from '@/lib/permissions';
import { useAfterPaint } from '@/lib/use-after-paint';
import { useSpanishResource } from '@/lib/use-spanish-resource';
import { parseScheduleFilters, toScheduleSearch, type ScheduleFilters } from './schedule-filters';
import { calendarRequest, monthGridRange, type ScheduleQuery, type VisibleRange } from './schedule-queries';
import './schedules.css';

interface ScheduleCalendarProps {
  title: string;
  /** the query for the visible range and filters */
  query: ScheduleQuery;
}

/** Entry colours (A §2): invoice status "Not Specified" or set; both keep AA contrast with white text. */
const COLORS = { unspecified: '#b45309', invoiced: '#1d4ed8' } as const;

/*
 * FullCalendar's options that never change: the same objects on every render, so that a re-render of the page
 * (a filter, the month shown) does not make FullCalendar refine its options (plugins, toolbar) again.
 */
const PLUGINS = [dayGridPlugin, listPlugin, classicThemePlugin];
const HEADER_TOOLBAR = { start: 'prev,next today', center: 'title', end: 'dayGridMonth,listMonth' };
const NO_EVENTS: EventInput[] = [];

/** An entry's whole title on hover: the grid's day cells cut "Builder - Site - Lot" before its lot number. */
const showWholeTitle = ({ el, event }: { el: HTMLElement; event: { title: string } }) => {
  el.title = event.title;
};

let spanish: Promise<LocaleInput> | null = null;
/** FullCalendar's Spanish names (month title, week days, "more", "no events"), fetched the first time it shows. */
const loadSpanish = () =>
  (spanish ??= import('@fullcalendar/react/locales/es').then((module) => module.default));
/** When its chunk cannot be loaded (the connection is gone), the calendar's own names stay English. */
const ENGLISH: LocaleInput = { code: 'en' };

/** The month grid's weeks, and how many of them get their entries per step (one step a painted frame). */
const GRID_WEEKS = 6;
const WEEKS_PER_STEP = 2;
/** The month grid's width over its height (FullCalendar's default); schedules.css sizes the weeks from it. */
const ASPECT_RATIO = 1.35;
const GRID_STYLE = {
  '--schedule-aspect-ratio': ASPECT_RATIO,
  '--schedule-grid-weeks': GRID_WEEKS,
} as CSSProperties;

/**
 * The month grid / month list calendar of both schedules (A §2): filters in the URL (date,
 * fieldManager, subcontractor), replaced on change without a reload; data for the visible range.
 */
export function ScheduleCalendar({ title, query }: ScheduleCalendarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseScheduleFilters(search), [search]);
  const calendarRef = useRef<CalendarRef>(null);
  const initialDate = useRef(filters.date ?? new Date()).current;
  // the month grid's range before FullCalendar reports it (datesSet): its entries are the ones the route loader
  // asked for, so they show with the first drawing
  const [range, setRange] = useState<VisibleRange>(() => monthGridRange(initialDate));

  // The URL leads: a later change of `date` (back button, a menu link without it: today) moves the
  // calendar, without reloading the page.
  const wantedMonth = dayjs(filters.date ?? new Date()).format('YYYY-MM');
  // The page (title, filters) paints first; then the month grid mounts, in a transition that yields to the browser
  // (not in the page's long task).
  const afterPaint = useAfterPaint(true);
  // Spanish: the grid waits for the calendar's names (null until then), so that it is not drawn in English first
  const locale = useSpanishResource(loadSpanish, ENGLISH);
  const showGrid = afterPaint && locale !== null;
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (!api) return;
    const wanted = dayjs(`${wantedMonth}-01`);
    if (!dayjs(api.getDate()).isSame(wanted, 'month')) api.gotoDate(wanted.toDate());
  }, [wantedMonth, showGrid]);

  const update = (next: ScheduleFilters) => setSearch(toScheduleSearch(next), { replace: true });
  const request = calendarRequest(range, filters);
  const { data, error } = useQuery(query(request));

  // A new set of entries (another month, other filters) is drawn two weeks of the grid at a time, a painted frame
  // apart, each step in a transition: a large business's month is hundreds of entries, and FullCalendar draws and
  // measures them all at once otherwise. A refetch of the same set redraws at once.
  const requestKey = JSON.stringify(request);
  const [drawn, setDrawn] = useState({ key: requestKey, weeks: 0 });
  if (drawn.key !== requestKey) setDrawn({ key: requestKey, weeks: 0 });
  const weeksDrawn = drawn.key === requestKey ? drawn.weeks : 0;
  const hasData = data !== undefined;
  useEffect(() => {
    if (!showGrid || !hasData || weeksDrawn >= GRID_WEEKS) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        startTransition(() =>
          setDrawn((current) =>
            current.key === requestKey ? { key: requestKey, weeks: current.weeks + WEEKS_PER_STEP } : current,
          ),
        ),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [showGrid, hasData, weeksDrawn, requestKey]);

  // FullCalendar's callbacks stay the same functions (a new one would make it refine its options again); they read
  // the URL's filters of the latest render
  const latest = useRef({ filters, setSearch, navigate, location });
  useEffect(() => {
    latest.current = { filters, setSearch, navigate, location };
  });

  const handleDatesSet = useCallback((info: DatesSetInfo) => {
    setRange((current) =>
      current.start.getTime() === info.start.getTime() && current.end.getTime() === info.end.getTime()
        ? current
        : { start: info.start, end: info.end },
    );
    const { filters: shownFilters, setSearch: setShownSearch } = latest.current;
    const middle = dayjs(info.start).add(dayjs(info.end).diff(info.start, 'day') / 2, 'day');
    const shown = shownFilters.date ? dayjs(shownFilters.date) : dayjs();
    if (!middle.isSame(shown, 'month'))
      setShownSearch(toScheduleSearch({ ...shownFilters, date: middle.startOf('month').toDate() }), {
        replace: true,
      });
  }, []);

  const handleEventClick = useCallback((info: EventClickInfo) => {
    const href = info.event.url;
    const click = info.jsEvent;
    // Ctrl-, Cmd- or Shift-click: the browser opens the entry's link in a new tab or window
    if (!href || click.ctrlKey || click.metaKey || click.shiftKey) return;
    click.preventDefault();
    // the job's "Back to list" returns to this month and these filters (A §4)
    latest.current.navigate(href, { state: backState(latest.current.location) });
  }, []);

  useEffect(() => {
    if (error) feedback.notify.error(toApiError(error).message || t('schedules.loadError'));
  }, [error, t]);

  const events = useMemo(
    (): EventInput[] =>
      (data ?? []).map((entry) => {
        const color =
          entry.invoiceStatus === NOT_SPECIFIED_INVOICE_STATUS ? COLORS.unspecified : COLORS.invoiced;
        return {
          id: entry.id,
          title: entry.title,
          start: entry.date,
          allDay: true,
          url: entry.href,
          display: 'block',
          color,
          contrastColor: '#ffffff',
        };
      }),
    [data],
  );

  // the entries of the weeks drawn so far (by their day, YYYY-MM-DD; all of them once every week is drawn)
  const drawnUntil =
    weeksDrawn < GRID_WEEKS
      ? dayjs(range.start)
          .add(weeksDrawn * 7, 'day')
          .format('YYYY-MM-DD')
      : null;
  const shownEvents = useMemo(
    () =>
      drawnUntil === null
        ? events
        : weeksDrawn === 0
          ? NO_EVENTS
          : events.filter((event) => String(event.start).slice(0, 10) < drawnUntil),
    [events, drawnUntil, weeksDrawn],
  );

  return (
    <section aria-labelledby="schedule-title">
      <h1 id="schedule-title" className="h3 mb-3">
        {title}
      </h1>
      <Form as="div" className="mb-3">
        <Row className="g-3 align-items-end">
          <Col md={4}>
            <Form.Label htmlFor="schedule-field-manager">{t('schedules.fieldManager')}</Form.Label>
            <DeferredUserPicker
              inputId="schedule-field-manager"
              roleFilter={[Roles.Staff, Roles.Production]}
              value={filters.fieldManager ?? null}
              onChange={(id) => update({ ...filters, fieldManager: id ?? undefined })}
              isClearable
            />
          </Col>
          <Col md={4}>
            <Form.Label htmlFor="schedule-subcontractor">{t('schedules.subcontractor')}</Form.Label>
            <DeferredContractorPicker
              inputId="schedule-subcontractor"
              value={filters.subcontractor ?? null}
              onChange={(id) => update({ ...filters, subcontractor: id ?? undefined })}
              isClearable
            />
          </Col>
          <Col md={4}>
            <ul className="schedule-legend list-unstyled mb-0" aria-label={t('schedules.legend')}>
              <li>
                <span className="schedule-swatch schedule-entry-unspecified" aria-hidden="true" />
                {t('schedules.notSpecified')}
              </li>
              <li>
                <span className="schedule-swatch schedule-entry-invoiced" aria-hidden="true" />
                {t('schedules.invoiceStatusSet')}
              </li>
            </ul>
          </Col>
        </Row>
      </Form>
      <div className="schedule-calendar" style={GRID_STYLE}>
        {showGrid && (
          <FullCalendar
            ref={calendarRef}
            plugins={PLUGINS}
            locale={locale}
            // weeks start on Sunday in every language: the month's range (monthGridRange) is asked for that way
            firstDay={0}
            initialView="dayGridMonth"
            initialDate={initialDate}
            headerToolbar={HEADER_TOOLBAR}
            todayText={t('schedules.today')}
            monthText={t('schedules.month')}
            listText={t('schedules.list')}
            // the buttons' names as they read ("Today", not FullCalendar's "This month")
            todayHint={t('schedules.today')}
            prevHint={t('schedules.previousHint')}
            nextHint={t('schedules.nextHint')}
            viewHint={(text: string) => t('schedules.viewHint', { view: text })}
            dayMaxEventRows={6}
            aspectRatio={ASPECT_RATIO}
            dayRowClass="schedule-week"
            height="auto"
            events={shownEvents}
            datesSet={handleDatesSet}
            eventClick={handleEventClick}
            eventDidMount={showWholeTitle}
          />
        )}
      </div>
    </section>
  );
}
