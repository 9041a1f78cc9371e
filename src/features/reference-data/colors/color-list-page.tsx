import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { useTranslation } from 'react-i18next';
import { COLOR_FLAG_FIELD, COLOR_FLAGS, type Color, type ColorFlag } from '@/api/colors';
import type { ColumnView } from '@/components/data-table';
import { useFilterDraft, type UseListState } from '@/components/filters';
import { lazyDialog } from '@/components/modal';
import { ColorSwatch } from '@/components/pickers/color-swatch';
import { colorListSource, type ColorFilterParams } from '../list-sources';
import { recordColumns, ReferenceListPage } from '../shared/reference-list-page';
import { useEditDialog } from '../shared/use-edit-dialog';
import { YesNo, yesNoText } from '../yes-no';
import { useReopenColorForm } from './color-draft';

const ColorFormDialog = lazyDialog(() => import('./color-form-dialog').then((m) => m.ColorFormDialog));

/** The flag filter (B §2): All is on when no flag is chosen; each flag toggles and applies at once. */
function ColorFlagFilter({ list }: { list: UseListState<ColorFilterParams> }) {
  const { t } = useTranslation();
  // the flags as clicked: a second click before the list has reloaded builds on the first
  const [chosen, setChosen] = useFilterDraft<ColorFlag[]>(list.syncKey, () =>
    COLOR_FLAGS.filter((flag) => list.filters[flag]),
  );
  const apply = (next: ColorFlag[]) => {
    setChosen(next);
    list.setFilters(Object.fromEntries(next.map((flag) => [flag, true])));
  };
  const toggle = (flag: ColorFlag) =>
    apply(chosen.includes(flag) ? chosen.filter((f) => f !== flag) : [...chosen, flag]);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <span id="color-flag-filter" className="fw-semibold">
        {t('referenceData.colors.flagFilter')}
      </span>
      <ButtonGroup aria-labelledby="color-flag-filter">
        <Button
          variant={chosen.length === 0 ? 'primary' : 'outline-primary'}
          aria-pressed={chosen.length === 0}
          onClick={() => apply([])}
        >
          {t('referenceData.colors.all')}
        </Button>
        {COLOR_FLAGS.map((flag) => (
          <Button
            key={flag}
            variant={chosen.includes(flag) ? 'primary' : 'outline-primary'}
            aria-pressed={chosen.includes(flag)}
            onClick={() => toggle(flag)}
          >
            {t(`referenceData.colors.flags.${flag}`)}
          </Button>
        ))}
      </ButtonGroup>
    </div>
  );
}

/**
 * backend.colorsManagement (B §2): the flag filter, 25 a page, last modified first; add (POST /api/color, issue 23)
 * and edit through the one colour dialog.
 */
export function ColorListPage() {
  const { t } = useTranslation();
  const { editing, show, open, close } = useEditDialog<Color>();
  useReopenColorForm(open);
  const views = useMemo<Record<string, ColumnView<Color>>>(() => {
    const flagColumn = (flag: ColorFlag): ColumnView<Color> => ({
      header: t(`referenceData.colors.flags.${flag}`),
      exportValue: (row) => yesNoText(t, !!row[COLOR_FLAG_FIELD[flag]]),
      cell: (row) => <YesNo on={!!row[COLOR_FLAG_FIELD[flag]]} />,
    });
    return {
      Name: { header: t('referenceData.colors.fields.name') },
      ColorCode: {
        header: t('referenceData.colors.fields.colorCode'),
        exportValue: (row) => row.ColorCode,
        cell: (row) => (
          <span className="d-inline-flex align-items-center">
            <ColorSwatch code={row.ColorCode} size={18} />
            <span className="font-monospace">{row.ColorCode}</span>
          </span>
        ),
      },
      IsShutterColor: flagColumn('shutter'),
      IsGutterColor: flagColumn('gutter'),
      IsDownSpoutColor: flagColumn('downspout'),
      IsSplashblockColor: flagColumn('splashblock'),
      ...recordColumns<Color>(t, { edit: open }),
    };
  }, [t, open]);
  return (
    <ReferenceListPage
      title={t('referenceData.colors.title')}
      titleId="colors-title"
      aria-label={t('referenceData.colors.tableLabel')}
      source={colorListSource}
      views={views}
      filters={(list) => <ColorFlagFilter list={list} />}
      exportName="colors"
      add={{ label: t('referenceData.colors.add'), onClick: () => open(null) }}
    >
      <ColorFormDialog show={show} color={editing} onHide={close} />
    </ReferenceListPage>
  );
}
