import { Camera } from '@capacitor/camera';
import { PhotoError } from './compress-photo';
import { pickNativePhoto } from './native-photo';

vi.mock('@capacitor/camera', () => ({
  Camera: { getPhoto: vi.fn() },
  CameraResultType: { Uri: 'uri' },
  CameraSource: { Prompt: 'PROMPT' },
}));

describe('pickNativePhoto', () => {
  it('asks for camera or gallery at 500×500, quality 70, and reads the file', async () => {
    vi.mocked(Camera.getPhoto).mockResolvedValue({
      webPath: 'blob:photo',
      format: 'jpeg',
      saved: false,
    });
    const blob = new Blob(['x'], { type: 'image/jpeg' });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue({ ok: true, blob: () => Promise.resolve(blob) }),
    );
    const result = await pickNativePhoto();
    expect(result?.size).toBe(1);
    expect(Camera.getPhoto).toHaveBeenCalledWith(
      expect.objectContaining({
        source: 'PROMPT',
        quality: 70,
        width: 500,
        height: 500,
        promptLabelPicture: 'Сделать фото',
        promptLabelPhoto: 'Выбрать из галереи',
      }),
    );
    vi.unstubAllGlobals();
  });

  it('a cancelled prompt is not an error', async () => {
    vi.mocked(Camera.getPhoto).mockRejectedValue(new Error('User cancelled photos app'));
    await expect(pickNativePhoto()).resolves.toBeNull();
  });

  it('refused access becomes the «denied» photo error (spec §8 text)', async () => {
    vi.mocked(Camera.getPhoto).mockRejectedValue(new Error('User denied access to photos'));
    await expect(pickNativePhoto()).rejects.toEqual(new PhotoError('denied'));
  });
});
