// blogPosts(search) as the blog list asks for it, over the 10,000 generated posts (plus the demo
// ones): common words (the newest 50 of thousands), rare words (~20 matches), a word only one demo
// post holds, word beginnings, two-word searches and Hindi words.
const SEARCHES = [
  'water', // in most posts: the newest 50 of thousands
  'fibre diet', // two common words
  'hyd', // a word beginning (hydration)
  'topic123', // ~20 posts
  'topic7 recovery',
  'isabgol', // one demo post only
  'पानी', // Hindi
  'zzzz-no-match',
];

const QUERY = `query BlogPosts($search: String, $tag: String) {
  blogPosts(search: $search, tag: $tag) {
    id slug title excerpt image publishedAt tags { id name }
  }
}`;

export default {
  name: 'blog-search',
  operation: 'blogPosts (search)',
  request(_state, i) {
    return {
      path: '/graphql',
      body: {
        operationName: 'BlogPosts',
        query: QUERY,
        variables: { search: SEARCHES[i % SEARCHES.length] },
      },
    };
  },
};
