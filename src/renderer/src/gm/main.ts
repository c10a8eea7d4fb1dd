import { createApp } from 'vue'
// Every rule system's manifest, and its campaign part, is registered before any campaign file is
// checked. The page never loads a system's engine: main builds every view.
import '@shared/systems/manifests'
import { createPinia } from 'pinia'
import GmApp from './GmApp.vue'
import { createBridge } from '../bridge'
import { provideBridge } from '../bridge/inject'
import '../styles/base.css'
import '../styles/gm.css'

const app = createApp(GmApp)
app.use(createPinia())
provideBridge(app, createBridge('gm'))
app.mount('#app')
