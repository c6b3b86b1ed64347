import { SegmentedControl } from '@mantine/core';
import { TABLE_DENSITIES, type TableDensity } from '@portal/domain';
import { createContext, useContext, useState, type ReactNode } from 'react';

interface DensityState {
  density: TableDensity;
  setDensity: (density: TableDensity) => void;
}

const DensityContext = createContext<DensityState | null>(null);

/**
 * The signed-in staff member's row density for every staff table (issue 38 §5): compact (a row a line, at least 15
 * rows a screen at 1440×900) or comfortable (long values wrap, more air). The app provides the user's remembered
 * choice and how to save it.
 */
export function TableDensityProvider({
  density,
  onChange,
  children,
}: {
  density: TableDensity;
  onChange: (density: TableDensity) => void;
  children: ReactNode;
}) {
  return <DensityContext.Provider value={{ density, setDensity: onChange }}>{children}</DensityContext.Provider>;
}

/** The density in force; outside a provider (a test, a preview) compact, changed for the page only. */
export function useTableDensity(): DensityState {
  const provided = useContext(DensityContext);
  const [local, setLocal] = useState<TableDensity>('compact');
  return provided ?? { density: local, setDensity: setLocal };
}

/** Row padding per density, in px (Mantine Table's verticalSpacing). */
export const ROW_SPACING: Record<TableDensity, number> = { compact: 3, comfortable: 10 };

const LABELS: Record<TableDensity, string> = { compact: 'Compact', comfortable: 'Comfortable' };

/** The choice, beside each table's rows-per-page. */
export function TableDensityControl() {
  const { density, setDensity } = useTableDensity();
  return (
    <SegmentedControl
      size="xs"
      aria-label="Row density"
      value={density}
      onChange={(v) => setDensity(v as TableDensity)}
      data={TABLE_DENSITIES.map((d) => ({ value: d, label: LABELS[d] }))}
    />
  );
}

/**
 * A cell's lines (a name and its detail, a value and its bar): stacked when comfortable, side by side on one line
 * when compact, so a compact row stays one line high.
 */
export function CellLines({ children, minWidth }: { children: ReactNode; minWidth?: number }) {
  const { density } = useTableDensity();
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: density === 'compact' ? 'row' : 'column',
        alignItems: density === 'compact' ? 'center' : 'flex-start',
        gap: density === 'compact' ? 8 : 2,
        minWidth,
      }}
    >
      {children}
    </div>
  );
}
