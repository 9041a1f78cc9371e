import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { invoiceStatusToRequest } from '@/api/autocomplete';
import {
  BuilderPicker,
  ContractorPicker,
  InvoiceStatusPicker,
  JobLotPicker,
  JobPicker,
  JobSitePicker,
  UserPicker,
  type InvoiceStatusValue,
} from '@/components/pickers';
import { Roles } from '@/lib/permissions';
import { GallerySection } from './gallery-section';

const ROLES = [Roles.Staff, Roles.SubContractor, Roles.Production, Roles.ClientCompanyManager] as const;
type GalleryRole = (typeof ROLES)[number];

/** Every ready-made picker, live against the API. */
export function PickersSection() {
  const { t } = useTranslation();
  const [role, setRole] = useState<GalleryRole>(Roles.Staff);
  const [user, setUser] = useState<number | null>(null);
  const [builder, setBuilder] = useState<number | null>(null);
  const [jobSite, setJobSite] = useState<number | null>(null);
  const [job, setJob] = useState<number | null>(null);
  const [lots, setLots] = useState<number[]>([]);
  const [contractor, setContractor] = useState<number | null>(null);
  const [invoiceStatus, setInvoiceStatus] = useState<InvoiceStatusValue | null>(null);

  return (
    <GallerySection
      title={t('gallery.parts.pickers.title')}
      description={t('gallery.parts.pickers.description')}
    >
      <Row className="g-3">
        <Col md={4}>
          <Form.Group controlId="gallery-role">
            <Form.Label>{t('gallery.parts.pickers.role')}</Form.Label>
            <Form.Select
              value={role}
              onChange={(e) => {
                setRole(e.target.value as GalleryRole);
                setUser(null);
              }}
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`gallery.parts.pickers.roles.${r}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Label htmlFor="gallery-user">{t('gallery.parts.pickers.userByRole')}</Form.Label>
          <UserPicker inputId="gallery-user" roleFilter={role} value={user} onChange={setUser} isClearable />
        </Col>
        <Col md={4}>
          <Form.Label htmlFor="gallery-contractor">{t('gallery.parts.pickers.contractor')}</Form.Label>
          <ContractorPicker
            inputId="gallery-contractor"
            value={contractor}
            onChange={setContractor}
            isClearable
          />
        </Col>
        <Col md={4}>
          <Form.Label htmlFor="gallery-builder">{t('gallery.parts.pickers.builder')}</Form.Label>
          <BuilderPicker
            inputId="gallery-builder"
            value={builder}
            onChange={(value) => {
              setBuilder(value);
              setJobSite(null);
            }}
            isClearable
          />
        </Col>
        <Col md={4}>
          <Form.Label htmlFor="gallery-job-site">{t('gallery.parts.pickers.jobSite')}</Form.Label>
          <JobSitePicker
            inputId="gallery-job-site"
            builderId={builder}
            value={jobSite}
            onChange={setJobSite}
            isClearable
          />
        </Col>
        <Col md={4}>
          <Form.Label htmlFor="gallery-invoice-status">{t('gallery.parts.pickers.invoiceStatus')}</Form.Label>
          <InvoiceStatusPicker
            inputId="gallery-invoice-status"
            value={invoiceStatus}
            onChange={setInvoiceStatus}
            isClearable
            aria-describedby="gallery-invoice-status-request"
          />
          <div id="gallery-invoice-status-request" className="form-text">
            {t('gallery.parts.pickers.requestValue', {
              value: invoiceStatusToRequest(invoiceStatus) ?? t('gallery.parts.pickers.none'),
            })}
          </div>
        </Col>
        <Col md={8}>
          <Form.Label htmlFor="gallery-job">{t('gallery.parts.pickers.job')}</Form.Label>
          <JobPicker
            inputId="gallery-job"
            value={job}
            onChange={(value) => {
              setJob(value);
              setLots([]);
            }}
            isClearable
          />
        </Col>
        <Col md={4}>
          <Form.Label htmlFor="gallery-job-lots">{t('gallery.parts.pickers.jobLots')}</Form.Label>
          <JobLotPicker inputId="gallery-job-lots" jobId={job} isMulti value={lots} onChange={setLots} />
        </Col>
      </Row>
    </GallerySection>
  );
}
