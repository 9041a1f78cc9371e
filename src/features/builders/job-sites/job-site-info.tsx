import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { JobSite } from '@/api/job-sites';
import { DetailList } from '@/components/view-edit';
import { fullName } from '@/lib/format';

/** A job site's facts (A §2, A §3), on its detail page and in its detail dialog. */
export function JobSiteInfo({ site, withName = false }: { site: JobSite; withName?: boolean }) {
  const { t } = useTranslation();
  return (
    <DetailList
      items={[
        ...(withName ? [{ label: t('builders.jobSites.fields.name'), value: site.Name }] : []),
        { label: t('builders.jobSiteDetail.code'), value: site.JobSiteCode },
        {
          label: t('builders.jobSiteDetail.builder'),
          value: site.Builder ? (
            <Link to={`/manage/clientCompany/${site.BuilderId}`}>{site.Builder.CompanyName}</Link>
          ) : (
            ''
          ),
        },
        { label: t('builders.jobSiteDetail.fieldManager'), value: fullName(site.FieldManager) },
        {
          label: t('builders.jobSiteDetail.superintendents'),
          value: (site.Superintendents ?? []).map(fullName).join(', '),
        },
      ]}
    />
  );
}
