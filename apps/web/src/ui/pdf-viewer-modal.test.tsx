import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PdfViewerModal } from './pdf-viewer-modal';

const openPdf = vi.fn();
vi.mock('./pdf-loader', () => ({ openPdf: (data: ArrayBuffer) => openPdf(data) }));

const render1 = vi.fn();
const fakeDoc = {
  numPages: 2,
  destroy: vi.fn(() => Promise.resolve()),
  getPage: vi.fn(() =>
    Promise.resolve({
      getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale }),
      render: (params: unknown) => {
        render1(params);
        return { promise: Promise.resolve(), cancel: vi.fn() };
      },
    }),
  ),
};

beforeEach(() => {
  openPdf.mockReset();
  render1.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const blob = () => new Blob(['%PDF-1.4'], { type: 'application/pdf' });

describe('PdfViewerModal', () => {
  it('draws every page of a blob and offers «Скачать»', async () => {
    openPdf.mockResolvedValue(fakeDoc);
    render(<PdfViewerModal open source={blob()} fileName="rules.pdf" onClose={() => undefined} />);
    expect(await screen.findByRole('img', { name: 'Страница 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Страница 1' })).toBeInTheDocument();
    await vi.waitFor(() => expect(render1).toHaveBeenCalledTimes(2));
    const link = screen.getByRole('link', { name: 'Скачать' });
    expect(link).toHaveAttribute('href', 'blob:pdf');
    expect(link).toHaveAttribute('download', 'rules.pdf');
  });

  it('zooms in and out', async () => {
    openPdf.mockResolvedValue(fakeDoc);
    render(<PdfViewerModal open source={blob()} onClose={() => undefined} />);
    await screen.findByRole('img', { name: 'Страница 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Увеличить' }));
    expect(screen.getByText('125 %')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Уменьшить' }));
    fireEvent.click(screen.getByRole('button', { name: 'Уменьшить' }));
    expect(screen.getByText('75 %')).toBeInTheDocument();
  });

  it('says «Ошибка при получении документа» when the file cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('нет', { status: 404 }))),
    );
    render(<PdfViewerModal open source="/files/policy.pdf" onClose={() => undefined} />);
    expect(await screen.findByText('Ошибка при получении документа')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Скачать' })).toHaveAttribute(
      'href',
      '/files/policy.pdf',
    );
    expect(openPdf).not.toHaveBeenCalled();
  });

  it('says «Произошла ошибка при загрузке документа» when pdf.js fails', async () => {
    openPdf.mockRejectedValue(new Error('Invalid PDF structure'));
    render(<PdfViewerModal open source={blob()} onClose={() => undefined} />);
    expect(await screen.findByText('Произошла ошибка при загрузке документа')).toBeInTheDocument();
  });
});
