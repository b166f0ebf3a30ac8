export const blogTexts = {
  list: {
    title: 'Health Blog',
    intro: 'Simple, trustworthy articles from our doctors on prevention, treatment and recovery.',
  },
  post: {
    title: 'Article',
    intro: 'This article will open here. Meanwhile, browse all articles on our blog.',
  },
} as const;
