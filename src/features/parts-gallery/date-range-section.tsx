import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/form';
import { createRange, toRequest, type DateRange } from '@/lib/date-range';
import { GallerySection } from './gallery-section';

function RequestLine({ range, id }: { range: DateRange; id: string }) {
  const { t } = useTranslation();
  const { start, end } = toRequest(range);
  const none = t('gallery.parts.dateRange.none');
  return (
    <p id={id} className="small text-body-secondary mt-2 mb-0" aria-live="polite">
      {t('gallery.parts.dateRange.request', {
        start: start ?? none,
        end: end ?? none,
      })}
    </p>
  );
}

/** The date-range filter in its normal and report variants. */
export function DateRangeSection() {
  const { t } = useTranslation();
  const [normal, setNormal] = useState<DateRange>(() => createRange('ThisWeek'));
  const [report, setReport] = useState<DateRange>(() => createRange('Last30Days'));
  return (
    <GallerySection
      title={t('gallery.parts.dateRange.title')}
      description={t('gallery.parts.dateRange.description')}
    >
      <Row className="g-4">
        <Col xs={12}>
          <DateRangeFilter
            label={t('gallery.parts.dateRange.normal')}
            idPrefix="gallery-range"
            value={normal}
            onChange={setNormal}
          />
          <RequestLine range={normal} id="gallery-range-request" />
        </Col>
        <Col xs={12}>
          <DateRangeFilter
            label={t('gallery.parts.dateRange.report')}
            idPrefix="gallery-report-range"
            variant="report"
            value={report}
            onChange={setReport}
          />
          <RequestLine range={report} id="gallery-report-range-request" />
        </Col>
      </Row>
    </GallerySection>
  );
}
