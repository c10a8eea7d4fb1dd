import { createApp } from 'vue'
import { createPinia } from 'pinia'
import PlayerApp from './PlayerApp.vue'
import { createBridge } from '../bridge'
import { provideBridge } from '../bridge/inject'
import '../styles/base.css'
import '../styles/player.css'

const app = createApp(PlayerApp)
app.use(createPinia())
provideBridge(app, createBridge('player'))
app.mount('#app')
