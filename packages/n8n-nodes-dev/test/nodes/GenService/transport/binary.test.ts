import { isRemoteReference } from '../../../../../n8n-nodes/nodes/GenService/transport/binary';

describe('file inputs passed to the service as they are', () => {
  it('sends URLs, upload paths and saved items’ file paths without reading a binary field', () => {
    for (const value of [
      'https://cdn.example.com/face.png',
      'api-assets/abc/face.png',
      'saved-items/user/si_1/face.png',
      ' saved-items/user/si_1/voice.mp3 ',
    ])
      expect({ value, remote: isRemoteReference(value) }).toEqual({ value, remote: true });
  });

  it('reads anything else as the name of a binary field', () => {
    for (const value of ['data', 'photo', 'saved-items', 'my-saved-items/x.png'])
      expect({ value, remote: isRemoteReference(value) }).toEqual({ value, remote: false });
  });
});
