// The small table under a business chart (and the lists it opens): a head row, then a row per figure. Numbers sit at
// the end of their cell, amounts stay on one line.
import type { Key, ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

export type FiguresColumn<Row> = {
  head: string;
  cell: (row: Row) => ReactNode;
  /** A count or an amount: read at the end of the cell. */
  numeric?: boolean;
  /** Kept on one line (amounts and dates). */
  nowrap?: boolean;
  /** Red for a loss. */
  negative?: (row: Row) => boolean;
};

export function FiguresTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowData,
}: {
  /** The table's accessible name (none for a list that its section names). */
  label?: string;
  columns: FiguresColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  /** The row's data attributes, by which the journeys find it. */
  rowData?: (row: Row) => Record<`data-${string}`, string | number>;
}) {
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.head} align={column.numeric ? 'right' : undefined}>
                {column.head}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} {...rowData?.(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.head}
                  align={column.numeric ? 'right' : undefined}
                  sx={{
                    whiteSpace: column.nowrap ? 'nowrap' : undefined,
                    color: column.negative?.(row) ? 'error.main' : undefined,
                  }}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
